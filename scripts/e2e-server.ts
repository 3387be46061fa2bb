import fs from "node:fs";

/** Starts the production server on a fresh data directory for the browser tests. */
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR must be set");
fs.rmSync(dataDir, { recursive: true, force: true });
await import("../server/index.ts");
