import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** The real server process (or another entry point), until it exits (or 30 s pass). */
function start(env: Record<string, string>, script = "server/index.ts") {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [script], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        LOG_FORMAT: "text",
        NODE_ENV: "production",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

let dataDir: string;
let held: net.Server;
let heldPort: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "start-test-"));
  held = net.createServer();
  await new Promise<void>((resolve) => held.listen(0, "127.0.0.1", resolve));
  heldPort = (held.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => held.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the server does not claim to run when it cannot listen", () => {
  it("exits 1 naming PORT when the port is already in use", async () => {
    const { code, out } = await start({ PORT: String(heldPort), HOST: "127.0.0.1" });
    expect(code).toBe(1);
    expect(out).toContain(`PORT=${heldPort}: port ${heldPort} on 127.0.0.1 is already in use`);
    expect(out).not.toContain("ready on");
  });

  it("exits 1 naming METRICS_PORT when the metrics port is in use", async () => {
    const free = await freePort();
    const { code, out } = await start({
      PORT: String(free),
      METRICS_PORT: String(heldPort),
      METRICS_HOST: "127.0.0.1",
    });
    expect(code).toBe(1);
    expect(out).toContain(
      `METRICS_PORT=${heldPort}: port ${heldPort} on 127.0.0.1 is already in use`,
    );
    expect(out).not.toContain("ready on");
  });

  it("exits 1 naming HOST for a host name that does not resolve or an address it does not have", async () => {
    const port = String(await freePort());
    const unknown = await start({ PORT: port, HOST: "not-an-ip.invalid" });
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain("HOST=not-an-ip.invalid: no such host name");
    const foreign = await start({ PORT: port, HOST: "192.0.2.1" });
    expect(foreign.code).toBe(1);
    expect(foreign.out).toContain("HOST=192.0.2.1: this machine has no such address");
  });
});

describe("a bad configuration stops the start with one line per variable", () => {
  it("names every bad variable at once, exits 2 and prints no stack trace", async () => {
    const { code, out } = await start({
      LOG_LEVEL: "verbose",
      TRUST_PROXY: "maybe",
      LOG_FORMAT: "xml",
      HOST: "not an ip",
      PORT: "80a",
    });
    expect(code).toBe(2);
    const lines = out.trim().split("\n");
    expect(lines[0]).toBe("[site] Invalid configuration (ค่าตั้งค่าไม่ถูกต้อง):");
    const named = lines.slice(1).map((line) => /^\[site\] {3}([A-Z_]+): /.exec(line)?.[1]);
    expect(named.sort()).toEqual(["HOST", "LOG_FORMAT", "LOG_LEVEL", "PORT", "TRUST_PROXY"]);
    expect(out).not.toMatch(/\n\s+at |\^|config\.server\.ts/);
  });

  it.each([
    "scripts/start.ts",
    "scripts/user-create.ts",
    "scripts/migrate.ts",
    "scripts/backup.ts",
    "scripts/restore.ts",
    "scripts/db-move.ts",
    "scripts/media-check.ts",
    "scripts/media-migrate.ts",
    "scripts/search-reindex.ts",
  ])("%s refuses it the same way", async (script) => {
    const { code, out } = await start({ LOG_LEVEL: "verbose" }, script);
    expect(code).toBe(2);
    expect(out).toBe(
      "[site] Invalid configuration (ค่าตั้งค่าไม่ถูกต้อง):\n[site]   LOG_LEVEL: one of fatal, error, warn, info, debug, trace, silent (ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้)\n",
    );
  });

  it("refuses METRICS_PORT equal to PORT before listening on either", async () => {
    const { code, out } = await start({ PORT: String(heldPort), METRICS_PORT: String(heldPort) });
    expect(code).toBe(2);
    expect(out).toContain("METRICS_PORT: must differ from PORT");
  });
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
