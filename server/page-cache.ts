import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { kindsShownUnder } from "../app/content/kind-routes.ts";
import { isSitePage, KINDS } from "../app/content/kinds.ts";
import type { ItemType } from "../app/db/schema.ts";

/** What a cached page shows: some kinds of content, or everything (home, search, errors). */
export type Shows = ItemType[] | "all";

export type Encoding = "br" | "gzip" | "identity";

/** One rendered page, as it was sent, with what it shows and when it was made. */
export type CachedPage = {
  key: string;
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  storedAt: number;
  shows: Shows;
  /** The item the page is about, so a hit still counts a view. */
  itemId: number | null;
  /** The query of a search page that found nothing, so a hit still counts it. */
  searchMiss: string | null;
  /** A change may leave it served as it was for a moment (`mayLag`) rather than dropped. */
  lags: boolean;
  /** Made before a change that may alter it: served only until it is made again (pages.ts). */
  outdated?: boolean;
  compressed: Partial<Record<Exclude<Encoding, "identity">, Buffer>>;
  /** When making it again last failed (the database away): the next try waits (pages.ts). */
  refreshFailedAt?: number;
  /** The answer's headers, made once per encoding and cache state (cached-pages.ts). */
  heads: Record<string, string[]>;
};

/** The kinds of content the page at a path shows, for invalidation. */
export function showsFor(pathname: string): Shows {
  const section = pathname.split("/")[1] ?? "";
  // The sitemap page lists the site's pages; the home page, search results and a not-found page
  // can show (or come to show) anything.
  if (section === "sitemap") return KINDS.filter((k) => isSitePage(k.type)).map((k) => k.type);
  return kindsShownUnder(section) ?? "all";
}

/**
 * Whether the page at a path may be served as it was for a moment after a change: the search's
 * results and suggestions. A change drops every one of them (any may now find the item), and
 * making the hundred or so a busy site holds again all at once kept every reader waiting.
 */
export function mayLag(pathname: string): boolean {
  return /^\/(search|api\/search)(\.data)?$/.test(pathname);
}

/**
 * Rendered public pages in memory, bounded by their total size in bytes (least recently used
 * go first). A change to some kind of content drops exactly the pages that show it; a render
 * that began before a change is not kept (`generation`).
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  generation = 0;
  hits = 0;
  misses = 0;

  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    // Map keeps insertion order: moving the page to the end makes the first the least recent.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /**
   * The page as it will be served; kept unless the content changed since `generation`, when its
   * render began (it may show the old content), or it is too big for the cache.
   */
  set(page: Omit<CachedPage, "etag" | "compressed" | "heads">, generation: number): CachedPage {
    const entry: CachedPage = {
      ...page,
      etag: `W/"${createHash("sha1").update(page.body).digest("base64url")}"`,
      compressed: {},
      heads: {},
    };
    if (generation !== this.generation || entry.body.length > this.maxBytes / 4) return entry;
    this.remove(page.key);
    this.pages.set(page.key, entry);
    this.bytes += entry.body.length;
    this.evict();
    return entry;
  }

  /** The page's body in an encoding, compressed once and kept. */
  body(page: CachedPage, encoding: Encoding): Buffer {
    if (encoding === "identity") return page.body;
    let body = page.compressed[encoding];
    if (!body) {
      body = compress(page.body, encoding);
      page.compressed[encoding] = body;
      if (this.pages.get(page.key) === page) {
        this.bytes += body.length;
        this.evict();
      }
    }
    return body;
  }

  /**
   * Drops the pages showing any of these kinds of content (and all of them for "all"), or marks
   * them outdated where they may lag. Returns how many it dropped or marked.
   */
  invalidate(content: Shows): number {
    this.generation++;
    let changed = 0;
    for (const page of [...this.pages.values()]) {
      const shows = page.shows;
      if (content === "all" || shows === "all" || shows.some((t) => content.includes(t))) {
        if (page.lags) page.outdated = true;
        else this.remove(page.key);
        changed++;
      }
    }
    return changed;
  }

  private remove(key: string): void {
    const old = this.pages.get(key);
    if (!old) return;
    this.pages.delete(key);
    this.bytes -= pageBytes(old);
  }

  private evict(): void {
    for (const key of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(key);
    }
  }
}

function pageBytes(page: CachedPage): number {
  return page.body.length + (page.compressed.br?.length ?? 0) + (page.compressed.gzip?.length ?? 0);
}

/**
 * A page's body compressed at once, in the process's own thread. Node's streaming compression
 * hands every chunk to its thread pool and gets it back a turn of the event loop later: under
 * 2,000 readers a turn took about 100 ms, and a back-office page of 89 KB took 2.5 s to send.
 */
export function compress(body: Buffer, encoding: Exclude<Encoding, "identity">): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
    : gzipSync(body, { level: 6 });
}

/** The encoding to send, from the request's Accept-Encoding: brotli, then gzip, then none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map(
    (acceptEncoding ?? "").split(",").map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return [name!, q ? Number(q.trim().slice(2)) : 1] as const;
    }),
  );
  if ((accepted.get("br") ?? 0) > 0) return "br";
  if ((accepted.get("gzip") ?? 0) > 0) return "gzip";
  return "identity";
}
