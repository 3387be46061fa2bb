/** Marks each occurrence of `query` in `text`; React escapes both, so nothing can inject markup. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const needle = query.trim().toLocaleLowerCase("th");
  if (!needle) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  const haystack = text.toLocaleLowerCase("th");
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + needle.length)}</mark>);
    from = at + needle.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
