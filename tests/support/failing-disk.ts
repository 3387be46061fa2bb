import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type FailingDisk = {
  /** Where the disk is mounted. */
  dir: string;
  /** From now on every read and write on the disk fails with EIO, as a disk that breaks does. */
  fail: () => void;
  /** The disk back: unmounted once nothing holds a file on it, and mounted again. */
  mend: () => Promise<void>;
  remove: () => void;
};

const run = (command: string, args: string[]) => spawnSync(command, args, { encoding: "utf8" });

/**
 * A small ext4 file system of its own (an image file mounted through a loop device) that can be
 * made to fail the way a broken disk does: the kernel's EXT4_IOC_SHUTDOWN (as xfstests' `godown`
 * does), after which every read and write of every file on it, open or not, is an I/O error
 * until it is mounted again. What was written before is kept (the flag asks for a sync first).
 * Mounting needs root, as the fault tests' full disk does.
 */
export function failingDisk(): FailingDisk {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "failing-disk-"));
  const image = path.join(root, "disk.img");
  const dir = path.join(root, "mnt");
  fs.mkdirSync(dir);
  const mount = () => {
    const mounted = run("mount", ["-o", "loop", image, dir]);
    if (mounted.status !== 0) throw new Error(`mounting the disk failed: ${mounted.stderr}`);
  };
  try {
    fs.writeFileSync(image, "");
    fs.truncateSync(image, 64 * 1024 * 1024);
    const made = run("mkfs.ext4", ["-q", "-F", image]);
    if (made.status !== 0) throw new Error(`mkfs.ext4 failed: ${made.stderr || made.error}`);
    mount();
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    dir,
    fail() {
      // EXT4_IOC_SHUTDOWN = _IOR('X', 125, __u32); flag 0: sync, then refuse every I/O. Perl
      // (Debian's perl-base, always there) makes the ioctl that Node cannot.
      const shut = run("perl", [
        "-e",
        'open(my $f, "<", $ARGV[0]) or die "open: $!"; my $flags = pack("L", 0); ' +
          'ioctl($f, 0x8004587D, $flags) or die "shutdown: $!";',
        dir,
      ]);
      if (shut.status !== 0) throw new Error(`failing the disk failed: ${shut.stderr}`);
    },
    async mend() {
      const until = Date.now() + 15_000;
      for (;;) {
        const unmounted = run("umount", [dir]);
        if (unmounted.status === 0) break;
        if (Date.now() > until)
          throw new Error(
            `the failed disk is still in use (a file left open?): ${unmounted.stderr}`,
          );
        await new Promise((done) => setTimeout(done, 200));
      }
      mount();
    },
    remove() {
      if (run("umount", [dir]).status !== 0) run("umount", ["-l", dir]);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
