import { z } from "zod";
import { withoutBidiControls } from "../../content/bidi-controls.ts";
import { STARTER_SEARCH_WORDS } from "../../content/search-words.ts";
import { db } from "../../db/client.server.ts";
import { jobPending } from "../../db/operations/jobs.server.ts";
import { readSettings, writeSetting } from "../../db/site/settings.server.ts";
import { failure, type Result } from "../../lib/app-error.ts";
import { formatCount } from "../../lib/format.ts";
import { keepWordsInSearch } from "../../lib/search-text.ts";
import { authorize, type Actor } from "../accounts/authorize.server.ts";
import { pagesChanged } from "../content/page-changes.server.ts";
import { audit } from "../operations/audit.server.ts";
import { subscribeEvents } from "../operations/events.server.ts";
import { enqueue, registerJob } from "../operations/jobs.server.ts";
import { indexedWithOtherWords, reindexAll } from "./search-indexing.server.ts";

/**
 * The words search keeps whole where the dictionary cuts them wrongly (โควิด, อัลไซเมอร์), stored
 * under the settings key `search-words`, the shipped list until an administrator saves their own.
 * Documents and queries must be cut alike: a change rebuilds the index in the background, and
 * every instance takes the new list up when told (`pages-changed` for everything).
 */
const KEY = "search-words";
const REINDEX_JOB = "search-reindex";

export const SEARCH_WORD_LIMITS = { words: 2000, length: 40 } as const;

export async function searchWordList(): Promise<string[]> {
  const stored = z.array(z.string()).safeParse((await readSettings(db())).get(KEY));
  return stored.success ? stored.data : [...STARTER_SEARCH_WORDS];
}

let listening = false;

/**
 * This process keeps the stored words whole from now on, and again whenever everything changes
 * on any instance.
 */
export async function applySearchWords(): Promise<void> {
  keepWordsInSearch(await searchWordList());
  if (!listening) {
    listening = true;
    subscribeEvents((event) => {
      if (event.type === "pages-changed" && event.content === "all")
        void searchWordList().then(keepWordsInSearch, () => undefined);
    });
  }
}

/** Rebuilds the index in the background when it was built with other words kept whole. */
export async function reindexIfWordsChanged(): Promise<boolean> {
  if (!(await indexedWithOtherWords()) || (await jobPending(db(), REINDEX_JOB))) return false;
  await enqueue(REINDEX_JOB, {});
  return true;
}

/** Thai letters, starting with a consonant or a leading vowel (not a mark or a following vowel). */
const THAI_WORD = /^[\u0E01-\u0E2E\u0E40-\u0E44][\u0E01-\u0E4E]*$/;

/** The text box read back: one word a line (or between commas), Thai letters only. */
export function readSearchWordsText(text: string): { words: string[]; errors: string[] } {
  const words: string[] = [];
  const errors: string[] = [];
  for (const word of withoutBidiControls(text).split(/[\s,，、]+/)) {
    if (!word || words.includes(word)) continue;
    if (!THAI_WORD.test(word))
      errors.push(`“${word.slice(0, 20)}” ต้องเป็นอักษรไทยล้วน ไม่มีช่องว่างหรือเครื่องหมาย`);
    else if (word.length < 2 || word.length > SEARCH_WORD_LIMITS.length)
      errors.push(`“${word.slice(0, 20)}” ต้องยาว 2 ถึง ${SEARCH_WORD_LIMITS.length} ตัวอักษร`);
    else words.push(word);
  }
  if (words.length > SEARCH_WORD_LIMITS.words)
    errors.push(`มีได้ไม่เกิน ${formatCount(SEARCH_WORD_LIMITS.words)} คำ`);
  return { words, errors };
}

/** Saves the words, audited; the index is rebuilt in the background and searches follow. */
export async function saveSearchWords(
  actor: Actor,
  text: string,
): Promise<Result<{ words: number }>> {
  await authorize(actor, "settings.manage", "search-words");
  const { words, errors } = readSearchWordsText(text);
  if (errors.length)
    return failure("vocabulary.invalid", { fields: { words: errors.slice(0, 10).join(" ") } });
  await writeSetting(db(), KEY, words);
  await audit(
    actor.client,
    "settings-changed",
    { userId: actor.user.id, username: actor.user.username },
    `คำที่การค้นหาไม่ตัด ${formatCount(words.length)} คำ`,
  );
  keepWordsInSearch(words);
  await enqueue(REINDEX_JOB, {});
  await pagesChanged("all");
  return { ok: true, words: words.length };
}

registerJob(REINDEX_JOB, async () => {
  keepWordsInSearch(await searchWordList());
  await reindexAll();
  await pagesChanged("all");
});
