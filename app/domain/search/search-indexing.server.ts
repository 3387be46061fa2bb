import { db, type Db } from "../../db/client.server.ts";
import {
  clearSearchIndex,
  compactSearchIndex,
  readIndexState,
  writeIndexState,
  writeSearchDocument,
  type IndexedText,
} from "../../db/search/search-index.server.ts";
import { itemTexts, type ItemText } from "../../db/search/item-texts.server.ts";
import { foldTones, keptWordsKey, tokenize } from "../../lib/search-text.ts";
import { searchResults } from "./search-results.server.ts";
import { ownEntry } from "../../lib/own-entry.ts";

/** The text of a rich-text body, without markup. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === "#") {
        const code =
          name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000
          ? String.fromCodePoint(code)
          : " ";
      }
      return ownEntry(ENTITIES, name.toLowerCase()) ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** An item's text cut into words for the index; attachment names, keywords and the FAQ category count too. */
export function analyse(item: ItemText): IndexedText {
  const names = item.attachments.map((n) =>
    n.replace(/\.[a-z0-9]{1,5}$/i, "").replace(/[_-]+/g, " "),
  );
  return {
    title: tokenize(item.title),
    summary: tokenize(item.summary),
    body: tokenize(plainText(item.body)),
    extra: tokenize([...names, ...item.keywords, item.category ?? "", ...item.filed].join(" ")),
    folded: foldTones(`${item.title} ${item.summary}`),
  };
}

/**
 * Brings the index up to date for these items; call it in the transaction that changed them.
 * Kept results are dropped at once here, and again by the change's `pages-changed` event.
 */
export async function indexItems(database: Db, ids: number[]): Promise<void> {
  for (const item of await itemTexts(database, ids))
    await writeSearchDocument(database, item.id, analyse(item));
  searchResults.clear();
}

/**
 * How the index was last built, in `search_state`: the analysis (raise it when `analyse` changes
 * what it puts in the index) and the words kept whole (`keptWordsKey`).
 */
const INDEXED_WORDS = "search-words-indexed";
const ANALYSIS = 5;
const indexKey = () => `${ANALYSIS} ${keptWordsKey()}`;

/** Whether the index was built another way or with other words kept whole than this process's. */
export async function indexedWithOtherWords(database: Db = db()): Promise<boolean> {
  return (await readIndexState(database, INDEXED_WORDS)) !== indexKey();
}

/** Rebuilds the whole index; returns how many items it holds. */
export async function reindexAll(database: Db = db()): Promise<number> {
  return database.transaction().execute(async (trx) => {
    await clearSearchIndex(trx);
    const items = await itemTexts(trx);
    for (const item of items) await writeSearchDocument(trx, item.id, analyse(item));
    await writeIndexState(trx, INDEXED_WORDS, indexKey());
    await compactSearchIndex(trx);
    searchResults.clear();
    return items.length;
  });
}
