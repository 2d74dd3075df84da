/**
 * In-memory copies of database rows, kept exact by being dropped when what they copy changes.
 *
 * Every copy carries tags ('account:<user>', 'entries:<tenant>:<user>', ...). The database's
 * triggers notify each instance of the tags a committed change touched (migration 0011, followed
 * by `ChangeFeed`), and the instance that made a change drops its tags itself as soon as it
 * commits, so its own next read never sees the old copy.
 *
 * A copy is only kept when nothing was dropped between the start of the database read it came
 * from and its arrival (`ticket`): a change committed while the read was under way can never be
 * hidden by that read's older result. While the feed is not following (starting, or its
 * connection lost), nothing is kept and nothing is served.
 */
export class CopyCache<V> {
  private readonly copies = new Map<
    string,
    { tags: readonly string[]; value: V; keptAt: number }
  >();
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Bumped by every drop: a read that started before it may not keep its result. */
  private generation = 0;
  private live = false;

  /** `maxAgeMs`: a copy older than that is read afresh, whatever the notifications said. */
  constructor(
    private readonly capacity: number,
    private readonly maxAgeMs = Infinity,
  ) {}

  get size(): number {
    return this.copies.size;
  }

  /** Taken before reading the database; `keep` accepts the result only with an unchanged ticket. */
  ticket(): number {
    return this.generation;
  }

  get(key: string): V | undefined {
    if (!this.live) return undefined;
    const copy = this.copies.get(key);
    if (!copy) return undefined;
    if (Date.now() - copy.keptAt > this.maxAgeMs) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last: the first key is the one to evict.
    this.copies.delete(key);
    this.copies.set(key, copy);
    return copy.value;
  }

  keep(key: string, tags: readonly string[], value: V, ticket: number): void {
    if (!this.live || ticket !== this.generation) return;
    this.remove(key);
    if (this.copies.size >= this.capacity) {
      const oldest = this.copies.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    this.copies.set(key, { tags, value, keptAt: Date.now() });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  /** Drops every copy carrying the tag ('*' drops all). */
  drop(tag: string): void {
    this.generation++;
    if (tag === '*') return this.clear();
    const keys = this.keysByTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.remove(key);
  }

  /** Serving on (the feed follows every change) or off (changes may be missed). */
  setLive(live: boolean): void {
    this.generation++;
    this.live = live;
    this.clear();
  }

  private clear() {
    this.copies.clear();
    this.keysByTag.clear();
  }

  private remove(key: string) {
    const copy = this.copies.get(key);
    if (!copy) return;
    this.copies.delete(key);
    for (const tag of copy.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
