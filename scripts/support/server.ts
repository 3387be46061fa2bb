import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type RunningServer = {
  baseUrl: string;
  stop: () => Promise<void>;
  process: ChildProcess;
  /** Resident memory of the server and its workers, in MB (Linux). */
  rssMb: () => number;
};

export type Account = {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  role: "admin" | "staff";
};

export type ServerOptions = {
  /** Extra environment, e.g. DATABASE_URL or PAGE_CACHE_MB. */
  env?: Record<string, string>;
  /** Staff accounts created before the server starts. */
  accounts?: Account[];
  /** Changes the seeded site before the measured server starts on it (its data directory). */
  beforeStart?: (dataDir: string) => Promise<void> | void;
};

/** Builds if needed, then starts the production server on a fresh, seeded data directory. */
export async function startProductionServer(
  port: number,
  options: ServerOptions = {},
): Promise<RunningServer> {
  if (!fs.existsSync("build/server/index.js")) {
    const build = spawnSync(process.execPath, ["scripts/build.ts"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("build failed");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    // As `npm start` runs it (see docs/deployment.md), unless the caller says otherwise.
    MALLOC_ARENA_MAX: "2",
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BASE_URL: baseUrl,
    SEED: "demo",
    LOG_LEVEL: "warn",
    E2E_ACCOUNTS: JSON.stringify(options.accounts ?? []),
    ...options.env,
  };
  // The first start fills the database (demo content, accounts); the server then starts again as
  // it would every other day, so its memory is not the seeding's.
  // Making the demo content encodes its images: minutes on a busy machine, as for the browser tests.
  const seeding = await launch(["scripts/e2e-server.ts"], env, baseUrl, 420_000);
  await seeding.stop();
  await options.beforeStart?.(dataDir);
  // The server itself as production runs it: every request logged (the default level, unless the
  // caller says otherwise), into a file as a journal would take it, not into the terminal.
  const server = await launch(
    ["server/index.ts"],
    { ...env, LOG_LEVEL: options.env?.LOG_LEVEL ?? "info" },
    baseUrl,
    undefined,
    path.join(os.tmpdir(), `site-bench-${port}.log`),
  );
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server process from `args`, once its /healthz answers; its output into `logFile` if given. */
export async function launch(
  args: string[],
  env: NodeJS.ProcessEnv,
  baseUrl: string,
  timeoutMs = 180_000,
  logFile?: string,
): Promise<RunningServer> {
  // Something already answering there (a server left by an interrupted run) would be measured.
  const taken = await fetch(`${baseUrl}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${baseUrl} is already in use`);
  const output = logFile ? fs.openSync(logFile, "w") : "inherit";
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", output, output] });
  if (typeof output === "number") fs.closeSync(output);
  const failed = (why: string) => new Error(logFile ? `${why}; its output is in ${logFile}` : why);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    }
  };
  // The server and its worker processes, when it runs several.
  const rssMb = () => tree(child.pid!).reduce((sum, pid) => sum + residentMb(pid), 0);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw failed(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, stop, process: child, rssMb };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw failed(`server did not start within ${timeoutMs / 1000} s`);
}

/** A process and all its descendants (Linux). */
function tree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .split(" ")
      .filter(Boolean)
      .map(Number);
  } catch {
    // gone meanwhile
  }
  return [pid, ...children.flatMap(tree)];
}

function residentMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The path of the first article linked from a list page. */
export async function firstArticlePath(baseUrl: string, listPath: string): Promise<string> {
  const html = await (await fetch(baseUrl + listPath)).text();
  const match = /class="card-link" href="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no article on ${listPath}`);
  return match[1]!;
}

/**
 * Throws unless the search page at `path` searched for its query (the query back in its field).
 * The benchmarks once timed `/search?q=…`, a parameter the page does not read: the empty page.
 */
export async function checkSearchPage(baseUrl: string, path: string): Promise<void> {
  const query = new URL(path, baseUrl).searchParams.get("title");
  const html = await (await fetch(baseUrl + path)).text();
  if (!query || !html.includes(`name="title" value="${query}"`))
    throw new Error(`${path} shows no search for its query`);
}
