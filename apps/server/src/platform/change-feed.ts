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
};

/** About one per client active within an access token's lifetime. */
const ACCOUNTS_KEPT = 20_000;
/** A few weeks for each of that many workers. */
const WEEKS_KEPT = 50_000;

/**
 * The in-memory copies this instance serves, and the changes that keep them exact: the database's
 * notifications (whoever made the change) and this process's own commits (at once).
 */
export class ChangeFeed {
  /** The account behind a token, read on every signed-in request. */
  readonly accounts = new CopyCache<AccountRow>(ACCOUNTS_KEPT);
  /** A worker's entries between two days, read on every timesheet open and week change. */
  readonly weeks = new CopyCache<TimeEntry[]>(WEEKS_KEPT);
  private readonly caches = [this.accounts, this.weeks];
  private unlisten?: () => Promise<void>;

  constructor(private readonly database: Database) {}

  start(): void {
    onCommittedChanges(this.database.db, (tags) => this.drop(tags));
    this.unlisten = this.database.listen(CHANGES_CHANNEL, {
      notify: (tag) => this.drop([tag]),
      ready: () => this.setLive(true),
      lost: () => this.setLive(false),
    });
  }

  async stop(): Promise<void> {
    this.setLive(false);
    onCommittedChanges(this.database.db, undefined);
    await this.unlisten?.();
  }

  private drop(tags: string[]) {
    for (const cache of this.caches) for (const tag of tags) cache.drop(tag);
  }

  private setLive(live: boolean) {
    for (const cache of this.caches) cache.setLive(live);
  }
}
