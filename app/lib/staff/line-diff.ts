import { diffArrays } from "diff";
import { ownEntry } from "../own-entry.ts";

export type DiffKind = "same" | "removed" | "added";
/** A run of a changed line's text; `changed` marks the words its counterpart does not share. */
export type DiffPart = { text: string; changed: boolean };
/** `parts` is set on a changed line that sits beside the line replacing it (or replaced by it). */
export type DiffLine = { kind: DiffKind; text: string; parts?: DiffPart[] };
/** One row of a side-by-side view: the earlier text on the left, the later on the right. */
export type DiffRow = { left: DiffLine | null; right: DiffLine | null };

/** Past this many line edits the comparison gives up and shows every line replaced. */
const MAX_LINE_EDITS = 2_000;
/** Past this many word edits a replaced line is shown changed as a whole. */
const MAX_WORD_EDITS = 500;

const words = new Intl.Segmenter("th", { granularity: "word" });

/** The lines removed, kept and added to turn `before` into `after`. */
export function diffLines(before: readonly string[], after: readonly string[]): DiffLine[] {
  const changes = diffArrays([...before], [...after], { maxEditLength: MAX_LINE_EDITS }) ?? [
    { value: [...before], removed: true, added: false, count: before.length },
    { value: [...after], removed: false, added: true, count: after.length },
  ];
  return changes.flatMap((change) => {
    const kind: DiffKind = change.removed ? "removed" : change.added ? "added" : "same";
    return change.value.map((text) => ({ kind, text }));
  });
}

/**
 * Marks the Thai (or other) words that differ between a line and the line that replaces it,
 * cutting both into words as `Intl.Segmenter` does; spaces and punctuation are tokens too, so
 * the parts put together give back each line exactly.
 */
function markChangedWords(removed: DiffLine, added: DiffLine): void {
  const tokens = (text: string) => Array.from(words.segment(text), (s) => s.segment);
  const changes = diffArrays(tokens(removed.text), tokens(added.text), {
    maxEditLength: MAX_WORD_EDITS,
  });
  if (!changes) return;
  // A line with no word in common is simply replaced: nothing within it to point out.
  const shared = changes.some((c) => !c.added && !c.removed && c.value.join("").trim());
  if (!shared) return;
  const side = (skip: "added" | "removed", mark: "removed" | "added") => {
    const parts: DiffPart[] = [];
    for (const change of changes) {
      if (change[skip]) continue;
      const text = change.value.join("");
      const changed = change[mark];
      const last = parts.at(-1);
      if (last && last.changed === changed) last.text += text;
      else parts.push({ text, changed });
    }
    return parts;
  };
  removed.parts = side("added", "removed");
  added.parts = side("removed", "added");
}

/**
 * Pairs a diff into rows: each run of removed lines sits beside the added lines that replace it,
 * and each such pair has its changed words marked.
 */
export function sideBySide(lines: readonly DiffLine[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let removed: DiffLine[] = [];
  let added: DiffLine[] = [];
  const flush = () => {
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      const [was, now] = [removed[k], added[k]];
      const left = was ? { ...was } : null;
      const right = now ? { ...now } : null;
      if (left && right) markChangedWords(left, right);
      rows.push({ left, right });
    }
    removed = [];
    added = [];
  };
  for (const line of lines) {
    if (line.kind === "removed") removed.push(line);
    else if (line.kind === "added") added.push(line);
    else {
      flush();
      rows.push({ left: line, right: line });
    }
  }
  flush();
  return rows;
}

/** A run of unchanged lines left out of the view. */
export type SkippedRows = { skipped: number };

/** Keeps `context` unchanged rows around each change and folds longer unchanged runs into one. */
export function collapseUnchanged(
  rows: readonly DiffRow[],
  context = 2,
): (DiffRow | SkippedRows)[] {
  const changed = rows.map((r) => r.left?.kind !== "same");
  const near = (i: number) =>
    changed.slice(Math.max(0, i - context), i + context + 1).some(Boolean);
  const out: (DiffRow | SkippedRows)[] = [];
  rows.forEach((row, i) => {
    if (near(i)) out.push(row);
    else {
      const last = out.at(-1);
      if (last && "skipped" in last) last.skipped++;
      else out.push({ skipped: 1 });
    }
  });
  return out;
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    if (name === "amp") return "&";
    return ownEntry(ENTITIES, name) ?? whole;
  });
}

const attribute = (html: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(html)?.[1] ?? "";

/**
 * The readable text of a rich-text body, one line per block, for comparing two versions: images,
 * embedded videos and link targets are written out so that changing them shows as a change.
 */
export function htmlLines(html: string): string[] {
  return decodeEntities(
    html
      .replace(
        /<img\b[^>]*>/gi,
        (img) => `\n[ภาพ: ${attribute(img, "alt") || "ไม่มีข้อความแทนภาพ"}]\n`,
      )
      .replace(/<iframe\b[^>]*>/gi, (frame) => `\n[วิดีโอ: ${attribute(frame, "src")}]\n`)
      .replace(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi, (_, attrs: string, text: string) => {
        const href = attribute(` ${attrs}`, "href");
        return href ? `${text} (${href})` : text;
      })
      .replace(/<\/t[dh]>/gi, " | ")
      .replace(/<br\s*\/?>|<\/(?:p|h[1-6]|li|blockquote|pre|tr|figure|figcaption|div)>/gi, "\n")
      .replace(/<[^>]*>/g, ""),
  )
    .split("\n")
    .map((line) =>
      line
        .replace(/\s+/g, " ")
        .replace(/\s*\|\s*$/, "")
        .trim(),
    )
    .filter(Boolean);
}
