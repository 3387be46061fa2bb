/**
 * The search page for these words (the page reads them from `title`, as the form sends them).
 * Apart from `types.ts` so that only the pages linking to a search ship it.
 */
export function searchPath(text: string): string {
  return `/search?${new URLSearchParams({ title: text })}`;
}
