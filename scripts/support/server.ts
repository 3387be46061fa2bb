import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type RunningServer = { baseUrl: string; stop: () => void; process: ChildProcess };

/** Builds if needed, then starts the production server on a fresh, seeded data directory. */
export async function startProductionServer(port: number): Promise<RunningServer> {
  if (!fs.existsSync("build/server/index.js")) {
    const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("build failed");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BASE_URL: baseUrl,
      SEED: "demo",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = () => {
    child.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, stop, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error("server did not start within 180 s");
}

/** The path of the first article linked from a list page. */
export async function firstArticlePath(baseUrl: string, listPath: string): Promise<string> {
  const html = await (await fetch(baseUrl + listPath)).text();
  const match = /class="card-link" href="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no article on ${listPath}`);
  return match[1]!;
}
