/** Throws unless the key is safe (`isSafeKey`). */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

/**
 * Whether the key is a plain relative path of non-empty segments: not absolute, no
 * backslash or NUL, and no segment starting with a dot (so no `.` or `..`, and no clash with the
 * hidden temporary files that local storage writes beside objects).
 */
export function isSafeKey(key: string): boolean {
  return !(
    key === "" ||
    key.includes("\\") ||
    key.includes("\0") ||
    key.split("/").some((segment) => segment === "" || segment.startsWith("."))
  );
}

/** A list prefix: empty, or a safe key optionally ending with `/`. */
export function assertSafePrefix(prefix: string): void {
  if (prefix !== "") assertSafeKey(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
}
