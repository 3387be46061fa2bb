import { db } from "../db/client.server.ts";
import { countItems } from "../db/item-writes.server.ts";
import { migrate } from "../db/migrate.server.ts";
import { seedDemo } from "../db/seed/seed.server.ts";
import { config } from "../lib/config.server.ts";
import { firstAdminLink } from "./accounts.server.ts";

/** Runs at boot: schema up to date, demo content on a first start. */
export async function startup(log: (message: string) => void): Promise<void> {
  const applied = await migrate(db());
  if (applied.length) log(`migrations applied: ${applied.join(", ")}`);
  if (config().seed === "demo" && (await countItems(db())) === 0) {
    log("empty database: adding demo content (ข้อมูลตัวอย่าง)…");
    await seedDemo(db(), config().dataDir, log);
  }
  const setup = await firstAdminLink();
  if (setup) {
    log("no staff account yet. Create the first administrator (link valid for 1 hour, one use):");
    log(`  ${setup}`);
    log("  or run: npm run user:create -- --role admin");
  }
}
