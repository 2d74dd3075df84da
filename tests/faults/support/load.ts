import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** An answer's body, read loosely: the fault tests drive the API as an outside client would. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseBody = any;

/** One API call as an outside client makes it. */
export async function call(
  url: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: LooseBody }> {
  const res = await fetch(url + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const answer: unknown = await res.json().catch(() => ({}));
  return { status: res.status, body: answer };
}

/** Polls `check` every `everyMs` until it holds or `ms` have passed. */
export async function within(ms: number, check: () => Promise<boolean>, everyMs = 50) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return false;
}

/** An active job and one of its work types, as the timesheet offers them to `token`'s worker. */
export async function entryCoding(url: string, token: string) {
  const jobs = (await call(url, 'GET', '/api/jobs', token)).body as { id: string }[];
  const jobId = jobs[0]!.id;
  const types = (await call(url, 'GET', `/api/job-work-types/job/${jobId}/work-types`, token))
    .body as { id: string }[];
  return { jobId, workTypeId: types[0]!.id };
}

export interface Acknowledged {
  clientId: string;
  writer: number;
  target: string;
  /** 201 saved now, 200 a retry of an entry an earlier, unanswered request had saved. */
  status: number;
  at: number;
}

export interface EntryLoad {
  acknowledged: Map<string, Acknowledged>;
  /** Requests without an answer (connection refused or cut), by target. */
  failures: Map<string, number[]>;
  /** Answers other than 2xx: none is expected. */
  refused: { clientId: string; target: string; status: number; body: unknown }[];
  /** Entries no target acknowledged within the attempts allowed. */
  abandoned: string[];
  stop(): Promise<void>;
}

const HOURS = 1;
const ENTRIES_PER_DAY = 8;

/**
 * Writers, one per token, that save time entries one after another until stopped. Requests go
 * round-robin over `targets`; a request left unanswered is sent again, same client id, to the
 * next target, as the web app's offline queue does, so no entry is left half known.
 */
export function startEntryLoad(opts: {
  targets: string[];
  tokens: string[];
  coding: { jobId: string; workTypeId: string };
  /** Client ids and notes start with it, so the load's entries can be counted. */
  prefix: string;
  firstDay: string;
}): EntryLoad {
  const load: Omit<EntryLoad, 'stop'> = {
    acknowledged: new Map(),
    failures: new Map(opts.targets.map((t) => [t, []])),
    refused: [],
    abandoned: [],
  };
  let stopped = false;
  let turn = 0;
  const first = Date.parse(`${opts.firstDay}T00:00:00Z`);

  const writer = async (w: number) => {
    for (let i = 0; !stopped; i++) {
      const clientId = `${opts.prefix}-${w}-${i}-${randomUUID().slice(0, 8)}`;
      // Whole days of hours well under the day's cap, so no entry is refused for its day.
      const day = new Date(first + Math.floor(i / ENTRIES_PER_DAY) * 86_400_000);
      const body = {
        clientId,
        notes: clientId,
        entryDate: day.toISOString().slice(0, 10),
        hours: HOURS,
        isPTO: false,
        ...opts.coding,
      };
      let answered = false;
      for (let attempt = 0; attempt < 20 && !answered; attempt++) {
        const target = opts.targets[turn++ % opts.targets.length]!;
        const res = await call(target, 'POST', '/api/time-entries', opts.tokens[w], body).catch(
          () => undefined,
        );
        if (!res || res.status >= 500) {
          load.failures.get(target)!.push(Date.now());
        } else if (res.status >= 300) {
          load.refused.push({ clientId, target, status: res.status, body: res.body });
          answered = true;
        } else {
          load.acknowledged.set(clientId, {
            clientId,
            writer: w,
            target,
            status: res.status,
            at: Date.now(),
          });
          answered = true;
        }
      }
      if (!answered) load.abandoned.push(clientId);
    }
  };
  const writing = Promise.all(opts.tokens.map((_, w) => writer(w)));
  return {
    ...load,
    async stop() {
      stopped = true;
      await writing;
    },
  };
}

/** How many times each client id starting with `prefix` is stored, straight from the database. */
export async function storedEntries(databaseUrl: string, prefix: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ client_id: string; n: number; notes: number }>(
      `select client_id, count(*)::int as n, count(*) filter (where notes = client_id)::int as notes
         from time_entries where client_id like $1 group by client_id`,
      [`${prefix}-%`],
    );
    return rows;
  } finally {
    await client.end();
  }
}
