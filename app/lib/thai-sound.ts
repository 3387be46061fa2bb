import { foldTones } from "./search-text.ts";

/** Letters that sound the same at the start of a syllable, each as the first of its set. */
const INITIAL_SETS = [
  "กขฃคฅฆ",
  "ดฎ",
  "ตฏ",
  "ทฐฑฒถธ",
  "สศษซ",
  "ชฌ",
  "พผภ",
  "ฟฝ",
  "นณ",
  "ลฬร",
  "ยญ",
  "หฮ",
];

/** At the end of a syllable far more letters sound alike: k, t, p and n. */
const FINAL_SETS = ["กขฃคฅฆ", "ดฎตฏทฐฑฒถธสศษซชฌจ", "บปพผภฟฝ", "นณญรลฬ"];

const table = (sets: string[]) =>
  new Map(sets.flatMap((set) => [...set].map((letter) => [letter, set[0]!] as const)));
const INITIAL = table(INITIAL_SETS);
const FINAL = table(FINAL_SETS);

const CONSONANT = /[\u0E01-\u0E2E]/;
/** Vowel signs written after, above or below the first consonant, which a final may follow. */
const VOWEL_BEFORE_FINAL = new Set("\u0E31\u0E32\u0E34\u0E35\u0E36\u0E37\u0E38\u0E39");
/** Any vowel sign after a consonant: the consonant then starts its syllable. */
const VOWEL_AFTER = /[\u0E30-\u0E39]/;
const LEADING_VOWEL = /[\u0E40-\u0E44]/;
const LONG_TO_SHORT: Record<string, string> = {
  "\u0E35": "\u0E34",
  "\u0E37": "\u0E36",
  "\u0E39": "\u0E38",
};

/**
 * A Thai spelling folded to roughly how it is said, for telling which vocabulary term a misspelt
 * query meant: tone marks, ไม้ไต่คู้ and silent letters (the letter under การันต์, the ร of บัตร and
 * สมัคร) go, long and short i, ue and u are one, and letters that sound alike become one, with the
 * many that sound alike at the end of a syllable (บัด, บัตร; พิษ, พิด) told apart from the start's.
 * Latin letters and digits are left as they are.
 */
export function soundKey(text: string): string {
  const letters = [
    ...foldTones(text)
      .replace(/[\u0E01-\u0E2E][\u0E31-\u0E39]?\u0E4C/g, "")
      .replace(/\u0E47/g, ""),
  ];
  let key = "";
  for (let i = 0; i < letters.length; i++) {
    const letter = letters[i]!;
    if (!CONSONANT.test(letter)) {
      key += LONG_TO_SHORT[letter] ?? letter;
      continue;
    }
    const before = letters[i - 1] ?? "";
    const after = letters[i + 1] ?? "";
    const final =
      (VOWEL_BEFORE_FINAL.has(before) ||
        (CONSONANT.test(before) && LEADING_VOWEL.test(letters[i - 2] ?? ""))) &&
      !VOWEL_AFTER.test(after);
    if (final && letter !== "อ" && letter !== "ว" && letter !== "ย") {
      key += FINAL.get(letter) ?? letter;
      // The ร after a final (บัตร, สมัคร, จิตร) is not said.
      if (after === "ร" && !VOWEL_AFTER.test(letters[i + 2] ?? "")) i++;
      continue;
    }
    key += INITIAL.get(letter) ?? letter;
  }
  return key;
}
