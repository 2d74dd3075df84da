import type { Database } from '../db/database';
import { onCommittedChanges } from '../db/scoped';
import { CopyCache } from './copy-cache';

/** The channel migration 0011's triggers notify. */
export const CHANGES_CHANNEL = 'sitehours_changes';

/** Tags that tell of an event rather than name copies: subscribers hear them through `notice`. */
const NOTICE = 'notice:';

/** The tags the triggers notify, for the copies to carry. */
export const changeTags = {
  account: (userId: string) => `account:${userId}`,
  tenant: (tenantId: string) => `tenant:${tenantId}`,
  entries: (tenantId: string, userId: string) => `entries:${tenantId}:${userId}`,
  catalog: (tenantId: string) => `catalog:${tenantId}`,
  /** A sign-in (refresh-token family) that ended: migration 0014. */
  signIn: (familyId: string) => `sign-in:${familyId}`,
  /** A notice, not a copy's tag: a caller wrote (sent only with a read replica). */
  wrote: (callerId: string) => `${NOTICE}wrote:${callerId}`,
};

/** PostgreSQL's notifications carry at most 8000 bytes: tags are sent in payloads below that. */
const PAYLOAD_MAX_CHARS = 7_900;
/**
 * How long the tags of a commit wait for those of the commits that follow, to go in the same
 * notification: each notification wakes every instance's listening connection.
 */
const PUBLISH_GATHER_MS = 5;
/** How long a failed send waits before it tries again. */
const PUBLISH_RETRY_MS = 1_000;

/** Space-separated tags, in payloads PostgreSQL accepts. */
export function packTags(tags: Iterable<string>): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const tag of tags) {
    if (tag === '*') return ['*'];
    if (current && current.length + 1 + tag.length > PAYLOAD_MAX_CHARS) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current} ${tag}` : tag;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** What a cache does when the bus tells it of changes. */
export interface Invalidated {
  /** Drops what carries the tag ('*': everything). */
  drop(tag: string): void;
  /** Serving on (the bus follows every change) or off (changes may be missed meanwhile). */
  setLive(live: boolean): void;
  /** A notice (`changeTags.wrote`), which names no copy. */
  notice?(tag: string): void;
}

/**
 * The one seam between changes and the in-memory copies: every cache subscribes here, and hears
 * by tag of every change to what it copies, whoever made it. The database's notifications bring
 * other writers' changes (the triggers of migrations 0011, 0014 and 0016); this process's own
 * commits are invalidated at once, before its next request, and sent to the other instances.
 *
 * This process's own commits are sent once committed, all the tags gathered while a send is under
 * way in the next one (migration 0011 says why not from inside the transactions); the changes that
 * must never be missed (accounts, companies, sign-ins) are notified by the database inside their
 * transactions as well (migration 0016). What another instance may serve stale, and for how long,
 * is written in ARCHITECTURE.md ("Copies in memory").
 */
export class InvalidationBus {
  private readonly subscribers = new Set<Invalidated>();
  private live = false;
  private unlisten?: () => Promise<void>;
  /** Committed here, not yet sent to the other instances. */
  private readonly unsent = new Set<string>();
  private sending?: Promise<void>;
  private stopped = false;

  constructor(private readonly database: Database) {}

  /** Follows the bus: told at once whether it is live, then of every change. */
  subscribe(subscriber: Invalidated): () => void {
    this.subscribers.add(subscriber);
    subscriber.setLive(this.live);
    return () => this.subscribers.delete(subscriber);
  }

  /** Drops the tags here at once and tells the other instances. */
  invalidate(tags: readonly string[]): void {
    this.drop(tags);
    this.publish(tags);
  }

  start(): void {
    this.stopped = false;
    onCommittedChanges(this.database.db, (tags) => this.invalidate(tags));
    this.unlisten = this.database.listen(CHANGES_CHANNEL, {
      notify: (payload) => this.drop(payload.split(' ')),
      ready: () => this.setLive(true),
      lost: () => this.setLive(false),
    });
  }

  /** Stops serving copies; the tags still unsent get one last try. */
  async stop(): Promise<void> {
    this.setLive(false);
    onCommittedChanges(this.database.db, undefined);
    this.stopped = true;
    await this.sending;
    await this.unlisten?.();
  }

  private publish(tags: readonly string[]) {
    for (const tag of tags) this.unsent.add(tag);
    this.sending ??= this.sendUnsent().finally(() => (this.sending = undefined));
  }

  private async sendUnsent() {
    while (this.unsent.size > 0) {
      if (!this.stopped) await new Promise((resolve) => setTimeout(resolve, PUBLISH_GATHER_MS));
      const tags = [...this.unsent];
      this.unsent.clear();
      try {
        await this.database.notify(CHANGES_CHANNEL, packTags(tags));
      } catch {
        // The database is out of reach: the tags wait for it (the copies elsewhere expire).
        for (const tag of tags) this.unsent.add(tag);
        if (this.stopped) return;
        await new Promise((resolve) => setTimeout(resolve, PUBLISH_RETRY_MS));
      }
    }
  }

  private drop(tags: readonly string[]) {
    for (const subscriber of this.subscribers) {
      for (const tag of tags) {
        if (tag.startsWith(NOTICE)) subscriber.notice?.(tag);
        else subscriber.drop(tag);
      }
    }
  }

  private setLive(live: boolean) {
    this.live = live;
    for (const subscriber of this.subscribers) subscriber.setLive(live);
  }
}

/**
 * A cache a feature owns beside its data: one per bus (per server), created on first use and
 * following that bus from then on. `maxAgeMs` bounds how long a copy may be served should a
 * change never be heard of (see ARCHITECTURE.md).
 */
export function featureCache<V>(
  capacity: number,
  maxAgeMs: number,
): (bus: InvalidationBus) => CopyCache<V> {
  const caches = new WeakMap<InvalidationBus, CopyCache<V>>();
  return (bus) => {
    let cache = caches.get(bus);
    if (!cache) {
      caches.set(bus, (cache = new CopyCache<V>(capacity, maxAgeMs)));
      bus.subscribe(cache);
    }
    return cache;
  };
}
