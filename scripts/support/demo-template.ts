import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { createDb, db } from "../../app/db/client.server.ts";
import { config } from "../../app/lib/config.server.ts";
import { moveDatabase } from "../../app/domain/operations/db-move.server.ts";

/**
 * The browser tests' demo content, kept between runs: making it encodes 57 images, minutes on a
 * small machine, and every run on the same sources makes the same. The first fresh start keeps
 * a copy (the SQLite database and the media files) under .e2e-seed/<digest of the sources and the
 * accounts>; later fresh starts begin from it, on SQLite by copying it and on PostgreSQL by
 * moving it in as `npm run db:move` does. Changed sources make a new copy.
 */
const ROOT = path.resolve(".e2e-seed");
const SOURCES = ["app", "server", "scripts/e2e-server.ts", "scripts/support", "package-lock.json"];

export function templateDir(accounts: string): string {
  // Demo dates are relative to the day the content is made.
  const hash = createHash("sha256").update(new Date().toISOString().slice(0, 10)).update(accounts);
  for (const file of SOURCES.flatMap((source) => filesUnder(source)).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(file));
  }
  return path.join(ROOT, hash.digest("hex").slice(0, 16));
}

function filesUnder(source: string): string[] {
  if (!fs.existsSync(source)) return [];
  if (fs.statSync(source).isFile()) return [source];
  return fs
    .readdirSync(source, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Whether the demo content can come from (or go to) a kept copy: demo content on local disk. */
export function templateApplies(): boolean {
  const cfg = config();
  return cfg.seed === "demo" && cfg.storage === "local";
}

/** Fills the empty data directory and database from the kept copy; false when there is none. */
export async function startFromTemplate(dir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(dir, "site.db"))) return false;
  const cfg = config();
  fs.cpSync(dir, cfg.dataDir, {
    recursive: true,
    filter: (source) => path.basename(source) !== "site.db" || path.dirname(source) !== dir,
  });
  if (cfg.database.kind === "sqlite") {
    fs.mkdirSync(path.dirname(cfg.database.file), { recursive: true });
    fs.copyFileSync(path.join(dir, "site.db"), cfg.database.file);
  } else {
    const source = createDb({ kind: "sqlite", file: path.join(dir, "site.db") });
    try {
      await moveDatabase(source, db());
    } finally {
      await source.destroy();
    }
  }
  return true;
}

/** Keeps the data directory and SQLite database as they are now, before the server takes them. */
export async function keepTemplate(dir: string): Promise<void> {
  const cfg = config();
  if (cfg.database.kind !== "sqlite") return;
  const making = `${dir}.${process.pid}`;
  fs.mkdirSync(ROOT, { recursive: true });
  fs.cpSync(cfg.dataDir, making, {
    recursive: true,
    filter: (source) => !/site\.db(-wal|-shm)?$/.test(path.basename(source)),
  });
  const file = path.join(making, "site.db");
  await sql`vacuum into ${sql.lit(file)}`.execute(db());
  for (const old of fs.readdirSync(ROOT))
    if (/^[0-9a-f]{16}$/.test(old))
      fs.rmSync(path.join(ROOT, old), { recursive: true, force: true });
  fs.renameSync(making, dir);
}
