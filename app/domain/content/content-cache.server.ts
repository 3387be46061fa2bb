import type { Db } from "../../db/client.server.ts";
import { ResultCache } from "../../lib/result-cache.ts";
import { subscribeEvents } from "../operations/events.server.ts";

export type ContentCache<T> = {
  /** The result for `key` read from `database`: kept, or made by `make` and kept. */
  get: (database: Db, key: string, make: () => Promise<T>) => Promise<T>;
  /** Drops every result, as a change of content on any instance does. */
  clear: () => void;
};

/**
 * Results read from the published content, kept in memory (see ResultCache) apart for each
 * database and dropped whenever public content changes on any instance (`pages-changed`, the
 * event the page cache follows).
 */
export function contentCache<T>(options: { maxEntries: number; ttlMs: number }): ContentCache<T> {
  const results = new ResultCache<T>(options);
  const databases = new WeakMap<Db, number>();
  let listening = false;
  let count = 0;
  return {
    get(database, key, make) {
      if (!listening) {
        listening = true;
        subscribeEvents((event) => {
          if (event.type === "pages-changed") results.clear();
        });
      }
      let id = databases.get(database);
      if (id === undefined) databases.set(database, (id = count++));
      return results.get(`${id} ${key}`, make);
    },
    clear: () => results.clear(),
  };
}
