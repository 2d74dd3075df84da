import type { TimeEntry } from '@sitehours/contract';
import type { Database } from '../db/database';
import { onCommittedChanges } from '../db/scoped';
import { CopyCache } from './copy-cache';

/** The channel migration 0011's triggers notify. */
export const CHANGES_CHANNEL = 'sitehours_changes';

/** What the access check needs of the account behind a token. */
export interface AccountRow {
  id: string;
  email: string;
  tenant_id: string;
  company_id: string;
  roles: string[];
  is_active: boolean;
  tenant_status: string;
}

/** The tags the triggers notify, for the copies to carry. */
export const changeTags = {
  account: (userId: string) => `account:${userId}`,
  tenant: (tenantId: string) => `tenant:${tenantId}`,
  entries: (tenantId: string, userId: string) => `entries:${tenantId}:${userId}`,
  catalog: (tenantId: string) => `catalog:${tenantId}`,
  /** A sign-in (refresh-token family) that ended: migration 0014. */
  signIn: (familyId: string) => `sign-in:${familyId}`,
};

/**
 * The longest a copy is served. Copies are dropped when what they copy changes; this bounds the
 * one case where another instance may never hear of a change: an instance that stops between a
 * commit and the notification it sends for it (see `publish`).
 */
const COPY_MAX_AGE_MS = 60_000;
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

/** About one per client active within an access token's lifetime. */
const ACCOUNTS_KEPT = 20_000;
/** A few weeks for each of that many workers. */
const WEEKS_KEPT = 50_000;
/** About one per device signed in within an access token's lifetime. */
const SIGN_INS_KEPT = 50_000;

/**
 * The in-memory copies this instance serves, and the changes that keep them exact: the database's
 * notifications (whoever made the change) and this process's own commits (at once).
 *
 * This process's own commits are also what it tells the other instances: their tags are sent
 * once committed, all the tags gathered while a send is under way in the next one (migration
 * 0011 says why not from inside the transactions).
 */
export class ChangeFeed {
  /** The account behind a token, read on every signed-in request. */
  readonly accounts = new CopyCache<AccountRow>(ACCOUNTS_KEPT, COPY_MAX_AGE_MS);
  /** A worker's entries between two days, read on every timesheet open and week change. */
  readonly weeks = new CopyCache<TimeEntry[]>(WEEKS_KEPT, COPY_MAX_AGE_MS);
  /** Whether a sign-in is still running (not logged out or revoked), read on every request. */
  readonly signIns = new CopyCache<boolean>(SIGN_INS_KEPT, COPY_MAX_AGE_MS);
  private readonly caches = [this.accounts, this.weeks, this.signIns];
  private unlisten?: () => Promise<void>;
  /** Committed here, not yet sent to the other instances. */
  private readonly unsent = new Set<string>();
  private sending?: Promise<void>;
  private stopped = false;

  constructor(private readonly database: Database) {}

  start(): void {
    this.stopped = false;
    onCommittedChanges(this.database.db, (tags) => {
      this.drop(tags);
      this.publish(tags);
    });
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

  private drop(tags: string[]) {
    for (const cache of this.caches) for (const tag of tags) cache.drop(tag);
  }

  private setLive(live: boolean) {
    for (const cache of this.caches) cache.setLive(live);
  }
}
