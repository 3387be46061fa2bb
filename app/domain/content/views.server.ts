import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { db } from "../../db/client.server.ts";
import { logBackgroundFailure } from "../../db/unavailable.server.ts";
import { recordView } from "../../db/content/item-writes.server.ts";
import { settingOnce } from "../../db/site/settings.server.ts";
import { bangkokDay } from "../../lib/dates.ts";
import type { Visit } from "../../lib/request-context.ts";

const SALT_KEY = "view_salt";
let salt: Promise<string> | undefined;

/** The secret that keeps visitor hashes from being reversed; made once, kept in the database. */
function viewSalt(): Promise<string> {
  salt ??= settingOnce(db(), SALT_KEY, () => randomBytes(32).toString("hex")).then(String);
  salt.catch(() => (salt = undefined));
  return salt;
}

/** Views this process has recorded lately: a reader's reloads need no write to know they count once. */
const counted = new Set<string>();
const COUNTED_MAX = 100_000;

function alreadyCounted(key: string): boolean {
  if (counted.has(key)) return true;
  if (counted.size >= COUNTED_MAX) counted.clear();
  counted.add(key);
  return false;
}

/** A person reading a page: a GET from a browser that is no bot, and no prefetch. */
export function isReader({ userAgent, method, prefetch }: Visit): boolean {
  return Boolean(userAgent) && !isbot(userAgent) && method === "GET" && !prefetch;
}

/**
 * Counts one view per visitor per item per Thai calendar day, without cookies: the visitor is a
 * salted hash of address, browser and day. Bots and prefetches are ignored. Never throws and is
 * not awaited by pages, so a slow or failed write cannot delay or break a page.
 */
export function countView(visit: Visit, itemId: number): void {
  if (!isReader(visit)) return;
  const { ip, userAgent } = visit;
  const day = bangkokDay(new Date());
  viewSalt()
    .then((secret) => {
      const visitor = createHash("sha256")
        .update(`${secret}|${day}|${ip}|${userAgent}`)
        .digest("base64url")
        .slice(0, 22);
      if (alreadyCounted(`${day}|${itemId}|${visitor}`)) return;
      return recordView(db(), { itemId, day, visitor });
    })
    .catch((error: unknown) => logBackgroundFailure(error, "view count failed"));
}
