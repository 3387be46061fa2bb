import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "user-create-"));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/**
 * `npm run user:create` as a person runs it: at a terminal (a pseudo-terminal from util-linux's
 * `script`), or with flags only and stdin not a terminal.
 */
function run(args: string[], options: { terminal?: boolean; env?: Record<string, string> } = {}) {
  const command = [process.execPath, "scripts/user-create.ts", ...args];
  const quoted = command.map((word) => `'${word.replaceAll("'", "'\\''")}'`).join(" ");
  const child = options.terminal
    ? spawn("script", ["-qfec", quoted, "/dev/null"], { env: env(options.env) })
    : spawn(command[0]!, command.slice(1), { env: env(options.env) });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  let seen = 0;
  return {
    exited,
    output: () => out,
    /** Waits for `text` to appear after what was already seen. */
    async see(text: string) {
      const deadline = Date.now() + 20_000;
      while (out.indexOf(text, seen) < 0) {
        if (Date.now() > deadline) throw new Error(`no "${text}" in:\n${out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      seen = out.indexOf(text, seen) + text.length;
    },
    /** Waits for `prompt`, then types `answer` and Enter. */
    async answer(prompt: string, answer: string) {
      await this.see(prompt);
      child.stdin.write(`${answer}\r`);
    },
  };
}

const env = (extra: Record<string, string> = {}) => {
  const { USER_PASSWORD: _, ...rest } = process.env;
  return { ...rest, DATA_DIR: dataDir, DATABASE_URL: "", ...extra };
};

function users() {
  const database = new DatabaseSync(path.join(dataDir, "site.db"));
  try {
    return database.prepare("select username, first_name, role from users").all();
  } finally {
    database.close();
  }
}

describe("npm run user:create", () => {
  it("--help prints the usage and exits 0", async () => {
    const cli = run(["--help"]);
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toMatch(/^usage: npm run user:create -- \[options\]/);
    expect(cli.output()).toContain("--role ROLE          admin (ผู้ดูแลระบบ) or staff (ผู้ใช้ทั่วไป)");
  });

  it.each([["--bogus"], ["--role=boss"], ["stray"], ["--username"]])(
    "%s is refused with one line and the usage, exit 2, no stack trace",
    async (arg) => {
      const cli = run([arg]);
      expect(await cli.exited).toBe(2);
      const [first, blank, usage] = cli.output().split("\n");
      expect(first).toMatch(/^user:create: /);
      expect(blank).toBe("");
      expect(usage).toBe("usage: npm run user:create -- [options]");
      expect(cli.output()).not.toMatch(/\n\s+at /);
    },
  );

  it("names every missing value when not at a terminal, and creates nothing", async () => {
    const cli = run(["--username", "somchai"]);
    expect(await cli.exited).toBe(2);
    expect(cli.output()).toContain(
      "user:create: not at a terminal, so give --first-name, --last-name, --role, --password (or USER_PASSWORD)",
    );
    expect(fs.existsSync(path.join(dataDir, "site.db"))).toBe(false);
  });

  it("creates the account from flags and USER_PASSWORD", async () => {
    const cli = run(
      ["--username", "somsri", "--first-name", "สมศรี", "--last-name", "ใจดี", "--role", "staff"],
      { env: { USER_PASSWORD: "a long passphrase for tests" } },
    );
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain('created general user (ผู้ใช้ทั่วไป) "somsri"');
    expect(users()).toEqual([{ username: "somsri", first_name: "สมศรี", role: "staff" }]);
  });

  it("at a terminal asks for every field, the role too, and the password twice without echo", async () => {
    const secret = "a long passphrase for tests";
    const cli = run([], { terminal: true });
    await cli.answer("username (ชื่อผู้ใช้): ", "X");
    await cli.see("ชื่อผู้ใช้ต้องยาวอย่างน้อย 3 ตัวอักษร");
    await cli.answer("username (ชื่อผู้ใช้): ", "somchai");
    await cli.answer("first name (ชื่อ): ", "สมชาย");
    await cli.answer("last name (นามสกุล): ", "ใจดี");
    const role = "role (บทบาท): 1 = ผู้ดูแลระบบ (admin), 2 = ผู้ใช้ทั่วไป (staff): ";
    await cli.answer(role, "3");
    await cli.see("ตอบ 1 หรือ 2");
    await cli.answer(role, "1");
    const password = "password (รหัสผ่าน, at least 10 characters): ";
    await cli.answer(password, "short");
    await cli.see("รหัสผ่านต้องยาวอย่างน้อย 10 ตัวอักษร");
    await cli.answer(password, "somchai-1234");
    await cli.see("รหัสผ่านต้องไม่มีชื่อผู้ใช้อยู่ในนั้น");
    await cli.answer(password, secret);
    await cli.answer("password again (ยืนยันรหัสผ่าน): ", "something else entirely");
    await cli.see("รหัสผ่านทั้งสองครั้งไม่ตรงกัน");
    await cli.answer(password, secret);
    await cli.answer("password again (ยืนยันรหัสผ่าน): ", secret);
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain('created administrator (ผู้ดูแลระบบ) "somchai"');
    for (const typed of [secret, "something else", "short", "somchai-1234"])
      expect(cli.output()).not.toContain(typed);
    expect(users()).toEqual([{ username: "somchai", first_name: "สมชาย", role: "admin" }]);
  });

  it("at a terminal asks again for a username that is taken", async () => {
    const first = run(
      ["--username", "somchai", "--first-name", "ก", "--last-name", "ข", "--role", "staff"],
      { env: { USER_PASSWORD: "a long passphrase for tests" } },
    );
    expect(await first.exited).toBe(0);
    const cli = run(["--first-name", "สมชาย", "--last-name", "ใจดี", "--role", "staff"], {
      terminal: true,
      env: { USER_PASSWORD: "another long passphrase" },
    });
    await cli.answer("username (ชื่อผู้ใช้): ", "somchai");
    await cli.see("username: ชื่อผู้ใช้นี้มีอยู่แล้ว");
    await cli.answer("username (ชื่อผู้ใช้): ", "somchai2");
    expect(await cli.exited).toBe(0);
    expect(users()).toHaveLength(2);
  });
});
