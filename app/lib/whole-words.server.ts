import { WORDS_KEPT_WHOLE } from "../content/words-kept-whole.ts";

/**
 * U+2060 WORD JOINER: no line break on either side of it, nothing drawn. The browser still
 * breaks lines before and after the word; search drops it (`normalizeText`).
 */
export const WORD_JOINER = "\u2060";

const segmenter = new Intl.Segmenter("th", { granularity: "word" });

/** Each listed word with a joiner wherever ICU would cut it. */
const JOINED = new Map(
  WORDS_KEPT_WHOLE.map((word) => [
    word,
    Array.from(segmenter.segment(word), (part) => part.segment).join(WORD_JOINER),
  ]),
);

// Longest first, so that a listed word inside a longer one (ความดัน, ความดันโลหิตสูง) gives way.
const LISTED = new RegExp([...JOINED.keys()].sort((a, b) => b.length - a.length).join("|"), "g");

/** Text for a page, its listed words kept whole at line ends. Text already joined is left as is. */
export function keepWordsWhole(text: string): string {
  return text.replace(LISTED, (word) => JOINED.get(word)!);
}

/**
 * The same for cleaned rich text (`cleanRichText`), whose attribute values hold no `<` or `>`:
 * only the text between tags changes, never an address or an attribute.
 */
export function keepWordsWholeInHtml(html: string): string {
  return html.replace(
    /(^|>)([^<]+)/g,
    (_, before: string, text: string) => before + keepWordsWhole(text),
  );
}
