import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { db } from "../db/client.server.ts";
import { recordView } from "../db/item-writes.server.ts";
import { readSettings, writeSetting } from "../db/settings.server.ts";
import { bangkokDay } from "../lib/dates.ts";
import { CLIENT_IP_HEADER } from "../lib/http.server.ts";
import { log } from "../lib/log.server.ts";

const SALT_KEY = "view_salt";
let salt: Promise<string> | undefined;

/** The secret that keeps visitor hashes from being reversed; made once, kept in the database. */
function viewSalt(): Promise<string> {
  salt ??= (async () => {
    const stored = (await readSettings(db())).get(SALT_KEY);
    if (typeof stored === "string") return stored;
    await writeSetting(db(), SALT_KEY, randomBytes(32).toString("hex"));
    return (await readSettings(db())).get(SALT_KEY) as string;
  })();
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

/**
 * Counts one view per visitor per item per Thai calendar day, without cookies: the visitor is a
 * salted hash of address, browser and day. Bots and prefetches are ignored. Never throws and is
 * not awaited by pages, so a slow or failed write cannot delay or break a page.
 */
export function countView(
  request: { method: string; headers: { get(name: string): string | null } },
  itemId: number,
): void {
  const userAgent = request.headers.get("user-agent") ?? "";
  if (!userAgent || isbot(userAgent) || request.method !== "GET") return;
  if (request.headers.get("purpose") === "prefetch" || request.headers.get("sec-purpose")) return;
  const day = bangkokDay(new Date());
  const ip = request.headers.get(CLIENT_IP_HEADER) ?? "";
  viewSalt()
    .then((secret) => {
      const visitor = createHash("sha256")
        .update(`${secret}|${day}|${ip}|${userAgent}`)
        .digest("base64url")
        .slice(0, 22);
      if (alreadyCounted(`${day}|${itemId}|${visitor}`)) return;
      return recordView(db(), { itemId, day, visitor });
    })
    .catch((error: unknown) => log().error({ err: error }, "view count failed"));
}
