import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { afterCommit, withPlatform, withTenant } from '../../db/scoped';
import type { CompanyScope } from '../../platform/principal';
import {
  WRITE_CHUNK,
  canonicalJson,
  sealLedger,
  type LedgerEventInput,
  type LedgerHead,
} from './ledger-chain';
import { webhookEventsOf } from '../webhooks/ledger-webhook-events';
import { outboxStatement, wakeAfterCommit } from '../webhooks/webhook-outbox';

/**
 * Adds events to the company's chain as part of the caller's transaction: they are written at
 * once, pending, and sealed into the chain right after the commit (a rollback drops them with the
 * rest). One insert statement per thousand events; no lock beyond the rows it adds.
 */
export async function appendLedgerEvents(
  tx: Tx,
  scope: CompanyScope,
  events: readonly LedgerEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  const at = new Date().toISOString();
  for (let i = 0; i < events.length; i += WRITE_CHUNK) {
    const rows = events
      .slice(i, i + WRITE_CHUNK)
      .map(
        (event) =>
          sql`(${scope.tenantId}, ${scope.companyId}, ${event.kind}, ${event.subjectId}, ${event.actor}, ${canonicalJson(event.data)}, ${at})`,
      );
    const insert = sql`insert into ledger_pending (tenant_id, company_id, kind, subject_id, actor, data, at)
          values ${sql.join(rows, sql`, `)}`;
    // The events subscribers want go to the webhook outbox in the same statement.
    const sent = webhookEventsOf(scope, events.slice(i, i + WRITE_CHUNK));
    if (sent.length === 0) await tx.execute(insert);
    else {
      const queued = await queryRows<{ id: string }>(tx, outboxStatement(scope, sent, insert));
      wakeAfterCommit(tx, queued.length);
    }
  }
  afterCommit(tx, (db) => sealers.get(db)?.sealSoon(scope));
}

/**
 * Appends events and seals them in the same transaction, for the rare write that must name the
 * chain's head its events end at (an export's signed manifest). It waits on the company's head.
 */
export async function appendAndSeal(
  tx: Tx,
  scope: CompanyScope,
  events: readonly LedgerEventInput[],
): Promise<LedgerHead> {
  await appendLedgerEvents(tx, scope, events);
  return sealLedger(tx, scope);
}

/** Seals the company's pending events in a transaction of its own: before reading the chain. */
export function sealCompanyLedger(db: Db, scope: CompanyScope): Promise<LedgerHead> {
  return withTenant(db, scope, (tx) => sealLedger(tx, scope));
}

/**
 * A server's sealer: seals a company's chain after each commit that added events to it, one seal
 * at a time per company, the commits that arrive during a seal gathered into the next one (a crew
 * day's hundred submits at once make a few seals, not a hundred).
 */
class LedgerSealer {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  sealSoon(scope: CompanyScope): void {
    if (this.running.has(scope.companyId)) {
      this.again.add(scope.companyId);
      return;
    }
    const run = this.sealUntilDone(scope).finally(() => this.running.delete(scope.companyId));
    this.running.set(scope.companyId, run);
  }

  /** Seals what an earlier run of the server left pending (it stopped between commit and seal). */
  async sealLeftOver(): Promise<void> {
    const companies = await withPlatform(this.db, (tx) =>
      queryRows<{ tenant_id: string; company_id: string }>(
        tx,
        sql`select distinct tenant_id, company_id from ledger_pending`,
      ),
    );
    for (const row of companies)
      this.sealSoon({ tenantId: row.tenant_id, companyId: row.company_id });
    await this.settled();
  }

  /**
   * Starts the chain of every company that has none yet (its genesis: every entry it has), one
   * company at a time, so that no close or export pays for it.
   */
  async startChains(): Promise<number> {
    const companies = await withPlatform(this.db, (tx) =>
      queryRows<{ tenant_id: string; company_id: string }>(
        tx,
        sql`select c.tenant_id, c.id as company_id from companies c
             where not exists (select 1 from ledger_heads h where h.company_id = c.id)
             order by c.created_at, c.id`,
      ),
    );
    let started = 0;
    for (const row of companies) {
      if (this.stopped) break;
      const scope = { tenantId: row.tenant_id, companyId: row.company_id };
      this.sealSoon(scope);
      await this.running.get(scope.companyId);
      started += 1;
    }
    return started;
  }

  stop(): Promise<void> {
    this.stopped = true;
    return this.settled();
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }

  private async sealUntilDone(scope: CompanyScope): Promise<void> {
    do {
      this.again.delete(scope.companyId);
      try {
        await sealCompanyLedger(this.db, scope);
      } catch (err) {
        // The events stay pending: the next write, check or listing seals them.
        this.log.error({ err, companyId: scope.companyId }, 'sealing the ledger failed');
        return;
      }
    } while (this.again.has(scope.companyId));
  }
}

const sealers = new WeakMap<Db, LedgerSealer>();

/** Starts sealing after each commit of this server's writes, and seals what was left pending. */
export async function startLedgerSealer(db: Db, log: FastifyBaseLogger): Promise<void> {
  const sealer = new LedgerSealer(db, log);
  sealers.set(db, sealer);
  await sealer.sealLeftOver();
}

/** Waits for the seals under way, then stops sealing after commits (what is left stays pending). */
export async function stopLedgerSealer(db: Db): Promise<void> {
  const sealer = sealers.get(db);
  sealers.delete(db);
  await sealer?.stop();
}

/**
 * Starts the chain of every company without one, in the background of a started server: after an
 * upgrade, a company with years of entries gets its genesis here rather than inside the first
 * close or export that needs its chain's head (a year of a 1,000-worker company takes minutes).
 * Saves never wait on it. Resolves with the number of chains started.
 */
export async function startLedgerChains(db: Db): Promise<number> {
  return (await sealers.get(db)?.startChains()) ?? 0;
}

/** Waits for the seals under way: for a test that reads the chain right after a write. */
export async function ledgerSettled(db: Db): Promise<void> {
  await sealers.get(db)?.settled();
}
