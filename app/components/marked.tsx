import type { TextPart } from "../lib/search-marks.ts";

/** Text with the search's matches marked; React escapes every part, so nothing can inject markup. */
export function Marked({ parts }: { parts: TextPart[] }) {
  return <>{parts.map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}
