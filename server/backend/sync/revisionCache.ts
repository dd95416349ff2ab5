interface Entry {
  revision: number;
  text: string;
}

/**
 * Answers' text per key, each good for exactly one revision of its data; the least recently used go
 * first once the texts together pass `budget` characters. The caller reads the current revision
 * from the database, so a change made by any server makes the cached text miss, never go stale.
 */
export class RevisionCache {
  readonly #entries = new Map<string, Entry>();
  #size = 0;

  constructor(private readonly budget: number) {}

  get(key: string, revision: number): string | undefined {
    const entry = this.#entries.get(key);
    if (entry?.revision !== revision) return undefined;
    // Map order is use order: re-inserting marks the entry as just used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.text;
  }

  set(key: string, revision: number, text: string): void {
    this.#delete(key);
    if (text.length > this.budget) return;
    this.#entries.set(key, { revision, text });
    this.#size += text.length;
    for (const [oldest, entry] of this.#entries) {
      if (this.#size <= this.budget) break;
      this.#entries.delete(oldest);
      this.#size -= entry.text.length;
    }
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.text.length;
  }
}
