import { formatCount } from "./format.ts";

/** A file's size as people read it: bytes, KB or MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ไบต์`;
  if (bytes < 1024 * 1024) return `${formatCount(Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A short file-type label from a MIME type, e.g. `PDF`. */
export function fileTypeLabel(mimeType: string): string {
  const sub = mimeType.split("/")[1] ?? mimeType;
  return sub.toUpperCase();
}
