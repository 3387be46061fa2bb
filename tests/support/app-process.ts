import { spawnSync, type ChildProcess } from "node:child_process";
import { launch } from "../../scripts/support/server.ts";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type AppProcess = { base: string; child: ChildProcess; exited: Promise<void> };

/**
 * The production server as its own process. `fresh` empties DATA_DIR and creates the accounts
 * first (the browser tests' server script); otherwise it starts on what is there, as a restart.
 */
export async function startApp(
  port: number,
  env: Record<string, string>,
  options: { fresh?: boolean; accounts?: unknown[] } = {},
): Promise<AppProcess> {
  const base = `http://127.0.0.1:${port}`;
  const script = options.fresh ? "scripts/e2e-server.ts" : "server/index.ts";
  const server = await launch(
    [script],
    {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: base,
      SEED: "none",
      LOG_LEVEL: "warn",
      WEB_WORKERS: "1",
      E2E_ACCOUNTS: JSON.stringify(options.accounts ?? []),
      ...env,
    },
    base,
  );
  const child = server.process;
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((done) => child.once("exit", () => done()));
  return { base, child, exited };
}

export async function stopApp(app: AppProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill(signal);
  await app.exited;
}

/** Signs in through the plain form; the session cookie to send with staff requests. */
export async function signInCookie(
  base: string,
  account: { username: string; password: string },
): Promise<string> {
  const response = await fetch(`${base}/signin`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base },
    body: new URLSearchParams({ username: account.username, password: account.password }),
  });
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * Saves a new general announcement as a draft through the editor's plain form; its id once the
 * server acknowledged it (a redirect to its edit page), else null.
 */
export async function saveAnnouncement(
  base: string,
  cookie: string,
  fields: { title: string; slug: string; body: string },
): Promise<number | null> {
  const response = await fetch(`${base}/admin/write/announce_general`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, Cookie: cookie },
    body: new URLSearchParams({ intent: "save", summary: "", ...fields }),
  });
  const location = response.headers.get("location") ?? "";
  const id = /\/admin\/write\/announce_general\/(\d+)/.exec(location)?.[1];
  return response.status >= 300 && response.status < 400 && id ? Number(id) : null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export type PrivatePostgres = {
  url: (database?: string) => string;
  restart: () => void;
  /** Stops the server as an administrator would (fast: its connections are ended), data kept. */
  halt: () => void;
  /** Starts the halted server again, on the same port. */
  resume: () => void;
  stop: () => void;
};

/**
 * A PostgreSQL server of its own (initdb in a temporary folder, its own port), so a test can
 * restart it without disturbing the other tests' database. Run as the `postgres` user when this
 * process is root, as PostgreSQL refuses to run as root.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const root = "/usr/lib/postgresql";
  const version = fs.existsSync(root)
    ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql");
  const bin = path.join(root, version, "bin");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-private-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync("chown", ["postgres:postgres", dir]);
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error}`);
  };
  const data = path.join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const ctl = (action: string, extra: string[] = []) =>
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      ...extra,
      action,
    ]);
  ctl("start");
  return {
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: () => ctl("restart", ["-m", "fast"]),
    halt: () => ctl("stop", ["-m", "fast"]),
    resume: () => ctl("start"),
    stop: () => {
      try {
        ctl("stop", ["-m", "immediate"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
