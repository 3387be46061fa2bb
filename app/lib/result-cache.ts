/**
 * Results of an expensive lookup kept in memory by key: at most `maxEntries` (the least recently
 * used go first), each for at most `ttlMs`. Callers asking for a key being made wait for that one
 * making. `clear` drops everything, and a result whose making began before it is handed to its
 * callers but not kept: it may be of the old content.
 */
export class ResultCache<T> {
  private readonly entries = new Map<string, { value: T; storedAt: number }>();
  private readonly making = new Map<string, Promise<T>>();
  private generation = 0;
  private readonly options: { maxEntries: number; ttlMs: number; now?: () => number };
  hits = 0;
  misses = 0;

  constructor(options: { maxEntries: number; ttlMs: number; now?: () => number }) {
    this.options = options;
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, make: () => Promise<T>): Promise<T> {
    const now = this.options.now?.() ?? Date.now();
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (entry && now - entry.storedAt < this.options.ttlMs) {
      this.hits++;
      // Map keeps insertion order: put back last, the first is the least recently used.
      this.entries.set(key, entry);
      return entry.value;
    }
    this.misses++;
    const pending = this.making.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const made = make()
      .then((value) => {
        if (generation === this.generation) this.store(key, value, now);
        return value;
      })
      .finally(() => {
        if (this.making.get(key) === made) this.making.delete(key);
      });
    this.making.set(key, made);
    return made;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.making.clear();
  }

  private store(key: string, value: T, storedAt: number): void {
    this.entries.set(key, { value, storedAt });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) return;
      this.entries.delete(oldest);
    }
  }
}
