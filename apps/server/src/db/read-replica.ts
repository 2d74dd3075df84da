import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { SESSION_OPTIONS, type Db } from './database';
import { queryRows } from './raw-query';
import { PositionSamples, judgeReplica, lsnValue, type ReplicaVerdict } from './replica-freshness';
import * as schema from './schema';

/** How often the primary's position is noted: a caller's own write waits this long for the replica. */
const SAMPLE_EVERY_MS = 500;
/** A replica that failed to answer is left alone this long before it is tried again. */
const RETRY_AFTER_MS = 5_000;
/** How long the freshness probe may take: a replica gone silent must not hold a report up. */
const PROBE_TIMEOUT_MS = 1_000;
/** A report's query on a replica that stops answering mid-way gives up, and the primary answers. */
const QUERY_TIMEOUT_MS = 15_000;

interface Probe {
  standby: boolean;
  replayed: string | null;
}

/** node-postgres reads `query_timeout` from a query's config too; its types leave it out. */
const PROBE = {
  text: 'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed',
  query_timeout: PROBE_TIMEOUT_MS,
} as pg.QueryConfig;

export interface ReadReplicaOptions {
  url: string;
  /** Data older than this is read from the primary instead. */
  maxLagMs: number;
  poolSize?: number;
}

/** Where a read was answered from, and how complete its data was. */
export type ReadSource = { from: 'replica'; asOf: Date } | { from: 'primary' };

/**
 * A streaming replica (PostgreSQL's own, `pg_basebackup -R`) for heavy reads: reports and the
 * operators' overviews. It is used only while its data is within the bound and holds the caller's
 * own latest write; otherwise, and whenever it fails, the read runs on the primary (decision 0030).
 */
export class ReadReplica {
  readonly db: Db;
  private readonly pool: pg.Pool;
  private readonly samples: PositionSamples;
  /** Callers' latest writes (this process's clock), kept while the bound could still need them. */
  private readonly writes = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private sampling?: Promise<void>;
  private downUntil = 0;
  /** False while this instance may miss other instances' notices of writes. */
  private following = false;

  constructor(
    private readonly primary: Db,
    private readonly options: ReadReplicaOptions,
  ) {
    this.pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 5,
      options: SESSION_OPTIONS,
      // An unreachable or silent replica must not hold a report up: the primary answers instead.
      connectionTimeoutMillis: 1_000,
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    this.pool.on('error', () => undefined);
    this.pool.on('connect', (client) => client.on('error', () => undefined));
    this.db = drizzlePg(this.pool, { schema });
    this.samples = new PositionSamples(Math.max(options.maxLagMs * 2, 60_000));
  }

  start(): void {
    this.timer = setInterval(() => void this.sample(), SAMPLE_EVERY_MS);
    this.timer.unref();
    void this.sample();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sampling;
    await this.pool.end();
  }

  /** Whether notices of other instances' writes are being heard (the invalidation bus is live). */
  setFollowing(following: boolean): void {
    this.following = following;
  }

  /** A caller wrote: until the replica holds it, their reads go to the primary. */
  noteWrite(callerId: string, at = Date.now()): void {
    this.writes.delete(callerId);
    this.writes.set(callerId, at);
  }

  /** Whether the replica may answer this caller now, and as of when. */
  async verdict(callerId: string | undefined): Promise<ReplicaVerdict> {
    const now = Date.now();
    if (!this.following || now < this.downUntil) return { use: 'primary', reason: 'unknown' };
    this.forgetOldWrites(now);
    const { rows } = await this.pool.query<Probe>(PROBE);
    const probe = rows[0];
    // A server that is not in recovery is a primary itself (a promoted replica): up to date.
    const asOf =
      probe?.standby === false
        ? now
        : probe?.replayed
          ? this.samples.asOf(lsnValue(probe.replayed))
          : undefined;
    return judgeReplica({
      now,
      asOf,
      callerWroteAt: callerId === undefined ? undefined : this.writes.get(callerId),
      maxLagMs: this.options.maxLagMs,
    });
  }

  /** The replica failed: reads go to the primary for a while. */
  markDown(): void {
    this.downUntil = Date.now() + RETRY_AFTER_MS;
  }

  private sample(): Promise<void> {
    this.sampling ??= (async () => {
      const at = Date.now();
      try {
        const [row] = await queryRows<{ lsn: string }>(
          this.primary,
          sql`select pg_current_wal_lsn()::text as lsn`,
        );
        if (row) this.samples.add({ at, lsn: lsnValue(row.lsn) });
      } catch {
        // The primary is away: no sample, so the replica's data is seen to age.
      } finally {
        this.sampling = undefined;
      }
    })();
    return this.sampling;
  }

  /** A write older than the bound is on any replica the bound admits. */
  private forgetOldWrites(now: number) {
    for (const [caller, at] of this.writes) {
      if (now - at <= this.options.maxLagMs) break;
      this.writes.delete(caller);
    }
  }
}
