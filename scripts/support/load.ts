import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Load from wrk, a generator written in C: it leaves the server the CPU that a Node generator
 * (autocannon) takes for itself, so what is measured is the server. Every request says
 * `Accept-Encoding: gzip`, as browsers do, and comes from one of many readers' browsers (never a
 * bot's user-agent, which the site answers differently and does not count).
 */
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const THREADS = Number(process.env.BENCH_THREADS ?? 2);
/** Distinct readers (browser strings) the requests rotate through. */
export const READERS = 1_000;

export type Load = {
  rps: number;
  requests: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx or 3xx. */
  errors: number;
  /** The errors by kind, as wrk counts them. */
  errorKinds: Record<"connect" | "read" | "write" | "status" | "timeout", number>;
};

export type LoadOptions = {
  connections?: number;
  seconds?: number;
  /** Paths asked for in turn, one per request, instead of the URL's (a different search each time). */
  paths?: string[];
  headers?: Record<string, string>;
};

const BROWSERS = [
  "Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.{n}.86 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.{n}",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.{n}.109 Safari/537.36",
];

/** The user-agent of reader `n`: real browsers' strings, differing in a build number. */
export function readerAgent(n: number): string {
  return BROWSERS[n % BROWSERS.length]!.replace("{n}", String(6000 + Math.floor(n / 3)));
}

const lua = (value: string) => JSON.stringify(value);

function script(paths: string[] | undefined, headers: Record<string, string>): string {
  const agents = Array.from({ length: READERS }, (_, n) => lua(readerAgent(n)));
  return `
local agents = { ${agents.join(",")} }
local paths = ${paths ? `{ ${paths.map(lua).join(",")} }` : "nil"}
local n = 0
function setup(thread) thread:set("offset", math.random(0, ${READERS})) end
function init() n = tonumber(offset) or 0 end
function request()
  n = n + 1
  local headers = { ["Accept-Encoding"] = "gzip", ["User-Agent"] = agents[(n % #agents) + 1] }
  ${Object.entries(headers)
    .map(([k, v]) => `headers[${lua(k)}] = ${lua(v)}`)
    .join("\n  ")}
  local path = wrk.path
  if paths then path = paths[(n % #paths) + 1] end
  return wrk.format("GET", path, headers)
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\nRESULT {"requests":%d,"us":%d,"p50":%d,"p99":%d,' ..
    '"errorKinds":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
`;
}

/** Installs wrk (and nginx for the comparisons) from Debian's packages when missing, as root. */
export function ensureLoadTools(packages = ["wrk", "nginx"]): void {
  const missing = packages.filter(
    (name) => spawnSync("dpkg", ["-s", name], { stdio: "ignore" }).status !== 0,
  );
  if (!missing.length) return;
  if (process.getuid?.() !== 0)
    throw new Error(`the benchmarks need ${missing.join(" and ")}: apt-get install ${missing}`);
  console.log(`installing ${missing.join(" ")}…`);
  const install = spawnSync(
    "sh",
    ["-c", `apt-get update -qq && apt-get install -y -qq ${missing.join(" ")} >/dev/null`],
    { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } },
  );
  if (install.status !== 0) throw new Error(`apt-get install ${missing.join(" ")} failed`);
}

/** Loads `url` with wrk and returns what it measured. */
export async function load(url: string, options: LoadOptions = {}): Promise<Load> {
  const connections = options.connections ?? CONNECTIONS;
  const seconds = options.seconds ?? DURATION;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wrk-"));
  const file = path.join(dir, "readers.lua");
  fs.writeFileSync(file, script(options.paths, options.headers ?? {}));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const args = [
        `-t${Math.min(THREADS, connections)}`,
        `-c${connections}`,
        `-d${seconds}s`,
        "--timeout",
        "10s",
        "-s",
        file,
        url,
      ];
      // Thousands of connections need more open files than a shell's usual 1,024.
      const wrk = spawn("sh", ["-c", 'ulimit -n 65536 2>/dev/null; exec wrk "$@"', "wrk", ...args]);
      let text = "";
      wrk.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
      wrk.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
      wrk.on("error", reject);
      wrk.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(text))));
    });
    const line = /RESULT (\{.*\})/.exec(output)?.[1];
    if (!line) throw new Error(`wrk printed no result:\n${output}`);
    const r = JSON.parse(line) as {
      requests: number;
      us: number;
      p50: number;
      p99: number;
      errorKinds: Load["errorKinds"];
    };
    return {
      rps: r.requests / (r.us / 1e6),
      requests: r.requests,
      p50: r.p50 / 1000,
      p99: r.p99 / 1000,
      errors: Object.values(r.errorKinds).reduce((sum, n) => sum + n, 0),
      errorKinds: r.errorKinds,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The lines that keep an nginx of the benchmarks' own writing its temporary files under `root`. */
export function nginxTempPaths(root: string): string {
  return ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${root}/tmp;`)
    .join("\n  ");
}
