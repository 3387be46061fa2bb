import { hash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { db } from "../../db/client.server.ts";
import { logBackgroundFailure } from "../../db/unavailable.server.ts";
import { recordViews } from "../../db/content/item-writes.server.ts";
import { settingOnce } from "../../db/site/settings.server.ts";
import { bangkokToday } from "../../lib/dates.ts";
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

/**
 * isbot's answers for the browsers seen lately. Its one long expression took about 5 µs a call,
 * a tenth of a cached page's hit; readers' browsers repeat. Only names of ordinary length are
 * kept, so the map stays within a few megabytes whatever is sent.
 */
const botAnswers = new Map<string, boolean>();
const BOT_ANSWERS_MAX = 10_000;
const KEPT_AGENT_LENGTH = 512;

function isBot(userAgent: string): boolean {
  let bot = botAnswers.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (userAgent.length <= KEPT_AGENT_LENGTH) {
      if (botAnswers.size >= BOT_ANSWERS_MAX) botAnswers.clear();
      botAnswers.set(userAgent, bot);
    }
  }
  return bot;
}

/** A person reading a page: a GET from a browser that is no bot, and no prefetch. */
export function isReader({ userAgent, method, prefetch }: Visit): boolean {
  return method === "GET" && !prefetch && Boolean(userAgent) && !isBot(userAgent);
}

/**
 * Counts one view per visitor per item per Thai calendar day, without cookies: the visitor is a
 * salted hash of address, browser and day. Bots and prefetches are ignored. Never throws and is
 * not awaited by pages, so a slow or failed write cannot delay or break a page; views are written
 * a second later, together (`writeViews`).
 */
export function countView(visit: Visit, itemId: number): void {
  if (!isReader(visit)) return;
  const { ip, userAgent } = visit;
  const day = bangkokToday();
  viewSalt()
    .then((secret) => {
      const visitor = hash("sha256", `${secret}|${day}|${ip}|${userAgent}`, "base64url").slice(
        0,
        22,
      );
      if (alreadyCounted(`${day}|${itemId}|${visitor}`)) return;
      const waiting = viewQueue();
      waiting.views.push({ itemId, day, visitor });
      if (waiting.views.length >= WAITING_MAX) void writeViews();
      else waiting.timer ??= setTimeout(() => void writeViews(), WRITE_EVERY_MS).unref();
    })
    .catch((error: unknown) => logBackgroundFailure(error, "view count failed"));
}

/**
 * New views wait this long to be written together. One transaction each was a write lock taken
 * per view: when 2,000 readers arrived at once, the two worker processes queued on the SQLite
 * file's lock, and the event loop waited with them for up to a second.
 */
const WRITE_EVERY_MS = 1_000;
const WAITING_MAX = 5_000;

type ViewQueue = {
  views: Parameters<typeof recordViews>[1];
  timer?: NodeJS.Timeout;
  /** The writes under way, one after another. */
  written: Promise<void>;
};

const queueKey = Symbol.for("sukhaphap.views");

/**
 * The process's one queue: the server (views of cached pages) and the bundled app (views of
 * pages it makes) each hold a copy of this module.
 */
function viewQueue(): ViewQueue {
  const holder = globalThis as { [queueKey]?: ViewQueue };
  return (holder[queueKey] ??= { views: [], written: Promise.resolve() });
}

/** Writes the views counted until now; resolves once every write begun is done. Never throws. */
export function writeViews(): Promise<void> {
  const waiting = viewQueue();
  clearTimeout(waiting.timer);
  waiting.timer = undefined;
  const views = waiting.views.splice(0);
  if (views.length)
    waiting.written = waiting.written
      .then(() => recordViews(db(), views))
      .then(
        () => undefined,
        (error: unknown) => logBackgroundFailure(error, "view count failed"),
      );
  return waiting.written;
}
