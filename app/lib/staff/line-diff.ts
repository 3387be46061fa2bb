export type DiffKind = "same" | "removed" | "added";
export type DiffLine = { kind: DiffKind; text: string };
/** One row of a side-by-side view: the earlier text on the left, the later on the right. */
export type DiffRow = { left: DiffLine | null; right: DiffLine | null };

/** Beyond this many cells the comparison table costs too much memory; show replace-all instead. */
const MAX_CELLS = 4_000_000;

const tag = (kind: DiffKind) => (text: string) => ({ kind, text });

/** The lines removed, kept and added to turn `before` into `after` (longest common subsequence). */
export function diffLines(before: readonly string[], after: readonly string[]): DiffLine[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  return [
    ...before.slice(0, start).map(tag("same")),
    ...diffMiddle(before.slice(start, endBefore), after.slice(start, endAfter)),
    ...before.slice(endBefore).map(tag("same")),
  ];
}

function diffMiddle(a: readonly string[], b: readonly string[]): DiffLine[] {
  const n = a.length;
  const m = b.length;
  if (n * m > MAX_CELLS) return [...a.map(tag("removed")), ...b.map(tag("added"))];
  const width = m + 1;
  // common[i * width + j]: length of the longest common subsequence of a[i..] and b[j..].
  const common = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      common[i * width + j] =
        a[i] === b[j]
          ? common[(i + 1) * width + j + 1]! + 1
          : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push({ kind: "same", text: a[i++]! });
      j++;
    } else if (common[(i + 1) * width + j]! >= common[i * width + j + 1]!) {
      out.push({ kind: "removed", text: a[i++]! });
    } else {
      out.push({ kind: "added", text: b[j++]! });
    }
  }
  return [...out, ...a.slice(i).map(tag("removed")), ...b.slice(j).map(tag("added"))];
}

/** Pairs a diff into rows: each run of removed lines sits beside the added lines that replace it. */
export function sideBySide(lines: readonly DiffLine[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let removed: DiffLine[] = [];
  let added: DiffLine[] = [];
  const flush = () => {
    for (let k = 0; k < Math.max(removed.length, added.length); k++)
      rows.push({ left: removed[k] ?? null, right: added[k] ?? null });
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
    return ENTITIES[name] ?? whole;
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
