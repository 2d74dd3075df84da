import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/database';
import type { ReadSource } from '../db/read-replica';
import { withPlatform, withTenant, type TenantScope } from '../db/scoped';
import type { AppContext } from './app-context';
import { AppError } from './errors';
import { changeTags } from './invalidation-bus';
import type { Principal } from './principal';

/** The header a read served from the replica carries: when its data was complete. */
export const DATA_AS_OF_HEADER = 'x-data-as-of';

interface ReplicaRead {
  callerId: string | undefined;
  /** The least fresh source the request's reads came from. */
  source?: ReadSource;
}

/** Set only around the routes that allow the replica (`fromReplica`). */
const replicaRead = new AsyncLocalStorage<ReplicaRead>();

function callerOf(principal: Principal | undefined): string | undefined {
  if (principal?.kind === 'user') return principal.userId;
  if (principal?.kind === 'api_key') return principal.keyId;
  return principal?.adminId;
}

/**
 * Runs a route's reads on the replica where they may be (the services' `readTenant` and
 * `readPlatform`), and says in the answer's `x-data-as-of` header how complete the data was.
 * A route that writes, or must see a write it has just made, does not use it.
 */
export async function fromReplica<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  read: () => Promise<T>,
): Promise<T> {
  const state: ReplicaRead = { callerId: callerOf(req.principal) };
  const result = await replicaRead.run(state, read);
  if (state.source?.from === 'replica') {
    void reply.header(DATA_AS_OF_HEADER, state.source.asOf.toISOString());
  }
  return result;
}

/** A read in a tenant's context, on the replica when the route and the replica's state allow. */
export function readTenant<T>(
  ctx: AppContext,
  scope: TenantScope,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return onReplicaOrPrimary(ctx, (db) => withTenant(db, scope, work));
}

/** A read across tenants (the operators' overviews), on the replica when allowed. */
export function readPlatform<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  return onReplicaOrPrimary(ctx, (db) => withPlatform(db, work));
}

async function onReplicaOrPrimary<T>(ctx: AppContext, run: (db: Db) => Promise<T>): Promise<T> {
  const state = replicaRead.getStore();
  const replica = ctx.replica;
  if (!state || !replica) return run(ctx.db);
  let verdict;
  try {
    verdict = await replica.verdict(state.callerId);
  } catch {
    replica.markDown();
    return onPrimary(ctx, state, run);
  }
  if (verdict.use === 'primary') return onPrimary(ctx, state, run);
  try {
    const result = await run(replica.db);
    noteSource(state, { from: 'replica', asOf: new Date(verdict.asOf) });
    return result;
  } catch (error) {
    // The answer itself (not found, forbidden) stands; a replica that failed is the primary's turn.
    if (error instanceof AppError) throw error;
    replica.markDown();
    ctx.log.warn({ err: error }, 'read replica failed; reading from the primary');
    return onPrimary(ctx, state, run);
  }
}

function onPrimary<T>(ctx: AppContext, state: ReplicaRead, run: (db: Db) => Promise<T>) {
  noteSource(state, { from: 'primary' });
  return run(ctx.db);
}

/** A request that read from both says the replica's time: the older of its data. */
function noteSource(state: ReplicaRead, source: ReadSource) {
  const before = state.source;
  if (source.from === 'primary') {
    state.source ??= source;
  } else if (before?.from !== 'replica' || source.asOf < before.asOf) {
    state.source = source;
  }
}

/**
 * With a replica: a caller's write (any answered request that is not a read) sends their next
 * reads to the primary until the replica holds it, here and, through the bus, on every instance.
 */
export function installReplicaReads(app: FastifyInstance, ctx: AppContext): void {
  const replica = ctx.replica;
  if (!replica) return;
  const wrotePrefix = changeTags.wrote('');
  ctx.bus.subscribe({
    drop: () => undefined,
    notice: (tag) => {
      if (tag.startsWith(wrotePrefix)) replica.noteWrite(tag.slice(wrotePrefix.length));
    },
    setLive: (live) => replica.setFollowing(live),
  });
  // Before the answer leaves: the caller's next request may be on its way at once.
  app.addHook('onSend', async (req) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    const callerId = callerOf(req.principal);
    if (callerId) ctx.bus.invalidate([changeTags.wrote(callerId)]);
  });
}
