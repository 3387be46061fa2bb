/** Fields of an OAuth token response that are secrets. */
const SECRET_FIELDS = new Set(["access_token", "refresh_token", "id_token"]);

/** Enough of a secret to recognise it, never enough to use it. */
export function maskSecret(value: string): string {
  return value.length > 16
    ? `${value.slice(0, 4)}${"•".repeat(8)}${value.slice(-4)}`
    : "•".repeat(8);
}

/** A token response with its secrets masked, for display. */
export function maskSecrets(response: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(response).map(([name, value]) => [
      name,
      SECRET_FIELDS.has(name) && typeof value === "string" ? maskSecret(value) : value,
    ]),
  );
}
