import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/database';
import { withPlatform } from '../db/scoped';

/** A clean-up of rows kept for a while only (logs past their retention), answering rows removed. */
export interface Sweep {
  name: string;
  run: (tx: Tx) => Promise<number>;
}

/** How often each server sweeps; several servers sweeping at once only find less to remove. */
const EVERY_MS = 60 * 60 * 1000;
/** The first sweep waits for the server's start to be over. */
const FIRST_AFTER_MS = 60 * 1000;

/** Runs every sweep once, each in a transaction of its own; a failure is logged, not thrown. */
export async function sweepOnce(db: Db, sweeps: readonly Sweep[], log: FastifyBaseLogger) {
  const removed: Record<string, number> = {};
  for (const sweep of sweeps) {
    try {
      removed[sweep.name] = await withPlatform(db, sweep.run);
    } catch (err) {
      log.error({ err, sweep: sweep.name }, 'a clean-up failed');
    }
  }
  return removed;
}

/** Sweeps a minute after the start, then hourly, until stopped. */
export function startHousekeeping(db: Db, sweeps: readonly Sweep[], log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = sweepOnce(db, sweeps, log).finally(() => schedule(EVERY_MS));
    }, ms);
    timer.unref();
  };
  schedule(FIRST_AFTER_MS);
  return async () => {
    clearTimeout(timer);
    await running;
  };
}
