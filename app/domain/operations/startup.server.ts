import { db } from "../../db/client.server.ts";
import { countItems } from "../../db/content/item-writes.server.ts";
import { migrate } from "../../db/migrate.server.ts";
import { seedDemo } from "./seed.server.ts";
import { config } from "../../lib/config.server.ts";
import { mediaStorage } from "../media/media-storage.server.ts";
import { firstAdminLink } from "../accounts/accounts.server.ts";
import { removeLeftovers } from "../media/leftovers.server.ts";
import { reindexAll } from "../search/search-indexing.server.ts";
import { applySearchWords, reindexIfWordsChanged } from "../search/search-words.server.ts";
import { ensureSitePages } from "../site/site-pages.server.ts";
import { scheduleItaReminders } from "../ita/ita-reminders.server.ts";

/**
 * What each process that serves loads for itself: the one process, or each worker of several
 * once the primary has run `startup`.
 */
export async function prepareProcess(): Promise<void> {
  await applySearchWords();
}

/** Runs at boot: schema up to date, demo content on a first start, the search index built when new. */
export async function startup(log: (message: string) => void): Promise<void> {
  const applied = await migrate(db());
  if (applied.length) log(`migrations applied: ${applied.join(", ")}`);
  await prepareProcess();
  const seeded = config().seed === "demo" && (await countItems(db())) === 0;
  if (seeded) {
    log("empty database: adding demo content (ข้อมูลตัวอย่าง)…");
    // A storage that cannot take files yet (Dropbox before an administrator has connected it)
    // must not keep the site from starting; the next start tries again.
    await seedDemo(db(), mediaStorage(), log).catch((error: unknown) =>
      log(
        `demo content skipped: media storage not ready (${error instanceof Error ? error.message : String(error)})`,
      ),
    );
  }
  if (applied.includes("008-search") || (config().seed === "demo" && seeded)) {
    const indexed = await reindexAll();
    log(`search index built: ${indexed} items`);
  }
  if (await reindexIfWordsChanged())
    log(
      "search index: made another way or with other words kept whole, rebuilding in the background",
    );
  const left = await removeLeftovers();
  if (left.tempFiles || left.objects)
    log(
      `removed what interrupted uploads left: ${left.tempFiles} temporary files, ${left.objects} stored objects`,
    );
  const pages = await ensureSitePages();
  if (pages) log(`site pages created: ${pages} (policies, and about-the-office drafts to fill in)`);
  await scheduleItaReminders();
  const setup = await firstAdminLink();
  if (setup) {
    log("no staff account yet. Create the first administrator (link valid for 1 hour, one use):");
    log(`  ${setup}`);
    log("  or run: npm run user:create -- --role admin");
  }
}
