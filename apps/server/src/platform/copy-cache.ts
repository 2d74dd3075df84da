import { LRUCache } from 'lru-cache';

/**
 * Drops remembered for the tickets of reads under way. A read takes milliseconds; this many
 * drops are those of many seconds of Monday-morning saves. A read older than the oldest
 * remembered drop keeps nothing.
 */
const TAGS_REMEMBERED = 10_000;

/**
 * In-memory copies of database rows, kept exact by being dropped when what they copy changes.
 *
 * Every copy carries tags ('account:<user>', 'entries:<tenant>:<user>', ...). The database's
 * triggers notify each instance of the tags a committed change touched (migration 0011, followed
 * by the `InvalidationBus`), and the instance that made a change drops its tags itself as soon as it
 * commits, so its own next read never sees the old copy.
 *
 * A copy is only kept when none of its tags was dropped between the start of the database read
 * it came from and its arrival (`ticket`): a change committed while the read was under way can
 * never be hidden by that read's older result. Only its own tags count: on Monday morning every
 * save drops a worker's week tag, and the accounts read meanwhile must still be kept. While the
 * feed is not following (starting, or its connection lost), nothing is kept and nothing is served.
 */
export class CopyCache<V> {
  /**
   * The copies, least recently used evicted first, each served for `maxAgeMs` at most. Whatever
   * removes a copy (a drop, an eviction, its age) also takes it out of the tag index.
   */
  private readonly copies: LRUCache<string, Copy<V>>;
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Bumped by every drop; a ticket is its value when a read starts. */
  private generation = 0;
  /** The generation of each tag's latest drop, oldest drop first (bounded by `TAGS_REMEMBERED`). */
  private readonly droppedAt = new Map<string, number>();
  /**
   * Reads that started before this generation keep nothing: everything was dropped since, or
   * the drops since then are no longer all remembered.
   */
  private keepFrom = 0;
  private live = false;

  /** `maxAgeMs`: a copy older than that is read afresh, whatever the notifications said. */
  constructor(capacity: number, maxAgeMs?: number) {
    this.copies = new LRUCache<string, Copy<V>>({
      max: capacity,
      ...(maxAgeMs === undefined ? {} : { ttl: maxAgeMs }),
      // Age is read from Date.now, to the millisecond (the default caches it for a millisecond).
      perf: { now: () => Date.now() },
      ttlResolution: 0,
      dispose: (copy, key) => this.unindex(key, copy.tags),
    });
  }

  get size(): number {
    return this.copies.size;
  }

  /** Taken before reading the database; `keep` accepts the result only with an unchanged ticket. */
  ticket(): number {
    return this.generation;
  }

  get(key: string): V | undefined {
    if (!this.live) return undefined;
    return this.copies.get(key)?.value;
  }

  keep(key: string, tags: readonly string[], value: V, ticket: number): void {
    if (!this.live || ticket < this.keepFrom) return;
    if (tags.some((tag) => (this.droppedAt.get(tag) ?? 0) > ticket)) return;
    this.copies.delete(key);
    this.copies.set(key, { tags, value });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  /** Drops every copy carrying the tag ('*' drops all). */
  drop(tag: string): void {
    this.generation++;
    if (tag === '*') {
      this.keepFrom = this.generation;
      return this.clear();
    }
    this.droppedAt.delete(tag);
    this.droppedAt.set(tag, this.generation);
    if (this.droppedAt.size > TAGS_REMEMBERED) {
      const [oldest, at] = this.droppedAt.entries().next().value!;
      this.droppedAt.delete(oldest);
      this.keepFrom = at;
    }
    const keys = this.keysByTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.copies.delete(key);
  }

  /** Serving on (the feed follows every change) or off (changes may be missed). */
  setLive(live: boolean): void {
    this.generation++;
    this.keepFrom = this.generation;
    this.live = live;
    this.clear();
  }

  private clear() {
    this.copies.clear();
    this.keysByTag.clear();
    this.droppedAt.clear();
  }

  private unindex(key: string, tags: readonly string[]) {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}

interface Copy<V> {
  tags: readonly string[];
  value: V;
}
