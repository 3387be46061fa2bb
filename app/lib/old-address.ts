/** The query parameters by which WordPress addresses a post, page, file, category, tag or author. */
const WORDPRESS_QUERY = ["p", "page_id", "attachment_id", "cat", "tag", "author"] as const;

/**
 * An address as the redirect table keeps it: the decoded path without a trailing slash and, at
 * the site's root, only the WordPress query that names what it shows (`/?p=12`). Null for an
 * address that cannot be an old one (the bare home page, a path that does not decode).
 */
export function oldAddressKey(url: URL): string | null {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname).normalize("NFC");
  } catch {
    return null;
  }
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  if (path !== "/") return path;
  const query = WORDPRESS_QUERY.filter((name) => url.searchParams.has(name)).map(
    (name) => `${name}=${url.searchParams.get(name)}`,
  );
  return query.length ? `/?${query.join("&")}` : null;
}
