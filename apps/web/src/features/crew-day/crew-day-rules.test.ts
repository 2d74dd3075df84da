import { describe, expect, it } from 'vitest';
import type { CrewDay, DaySignature } from '@sitehours/contract/schemas';
import {
  buildRequest,
  copyFromDay,
  copyToAll,
  instantOf,
  isBlankLine,
  linesOf,
  maySign,
  newLine,
  savedClientIds,
  serverLineErrors,
  signatureBadge,
  typedHours,
  wallTime,
  withoutSent,
  type DraftLine,
} from './crew-day-rules';
import {
  draftKey,
  pendingDrafts,
  readDraft,
  resendWaitingDays,
  writeDraft,
} from './crew-day-draft';

const ids = () => {
  let n = 0;
  return () => `line-${String(++n).padStart(4, '0')}`;
};

const line = (userId: string, clientId: string, patch: Partial<DraftLine> = {}): DraftLine => ({
  clientId,
  userId,
  workTypeId: '',
  hours: '',
  startTime: '',
  endTime: '',
  ...patch,
});

const entry = (patch: Partial<CrewDay['rows'][number]['entries'][number]>) => ({
  id: 'e1',
  clientId: null,
  jobId: 'j1',
  jobName: 'Job',
  workTypeId: 'wt1',
  workTypeName: 'Framing',
  hours: 8,
  startedAt: null,
  endedAt: null,
  notes: null,
  status: 'pending' as const,
  wcCode: null,
  ...patch,
});

const row = (userId: string, entries: ReturnType<typeof entry>[] = []) => ({
  userId,
  name: userId,
  isLead: false,
  canSignByPin: true,
  entries,
  signature: null,
});

const signature = (patch: Partial<DaySignature>): DaySignature => ({
  state: 'signed',
  signedAt: '2026-11-23T23:00:00Z',
  method: 'pin',
  reason: null,
  voided: false,
  answers: {},
  ...patch,
});

describe('copy to all', () => {
  it("gives every other worker copies of the source's lines, with new client ids", () => {
    const lines = [
      line('a', 'a1', { workTypeId: 'wt1', hours: '4' }),
      line('a', 'a2', { workTypeId: 'wt2', hours: '4' }),
      line('b', 'b1', { workTypeId: 'wt3', hours: '2' }),
      line('c', 'c1'),
    ];
    const out = copyToAll(lines, 'a', ['a', 'b', 'c'], ids());
    expect(linesOf(out, 'a')).toEqual(lines.slice(0, 2));
    for (const userId of ['b', 'c']) {
      const copied = linesOf(out, userId);
      expect(copied.map((l) => [l.workTypeId, l.hours])).toEqual([
        ['wt1', '4'],
        ['wt2', '4'],
      ]);
    }
    const clientIds = out.map((l) => l.clientId);
    expect(new Set(clientIds).size).toBe(clientIds.length);
  });

  it('changes nothing when the source has nothing typed', () => {
    const lines = [line('a', 'a1'), line('b', 'b1', { workTypeId: 'wt1', hours: '8' })];
    expect(copyToAll(lines, 'a', ['a', 'b'], ids())).toEqual(lines);
  });

  it('leaves out blank lines of the source and keeps lines of people off the crew', () => {
    const lines = [
      line('a', 'a1', { workTypeId: 'wt1', hours: '8' }),
      line('a', 'a2'),
      line('gone', 'g1', { hours: '3' }),
    ];
    const out = copyToAll(lines, 'a', ['a', 'b'], ids());
    expect(linesOf(out, 'b')).toHaveLength(1);
    expect(linesOf(out, 'gone')).toEqual([lines[2]]);
  });
});

describe('copy from yesterday', () => {
  it("makes lines like each worker's entries of the other day", () => {
    const other = {
      rows: [
        row('a', [entry({ workTypeId: 'wt1', hours: 6 }), entry({ workTypeId: 'wt2', hours: 2 })]),
        row('b', []),
      ],
    };
    const lines = [line('a', 'old-a'), line('b', 'b1', { workTypeId: 'wt9', hours: '1' })];
    const out = copyFromDay(lines, other, ['a', 'b'], 'America/Los_Angeles', ids());
    expect(linesOf(out, 'a').map((l) => [l.workTypeId, l.hours])).toEqual([
      ['wt1', '6'],
      ['wt2', '2'],
    ]);
    // Nothing the other day: the lines typed are kept.
    expect(linesOf(out, 'b')).toEqual([lines[1]]);
    expect(out.some((l) => l.clientId === 'old-a')).toBe(false);
  });

  it('copies starts and ends as wall times of the company zone', () => {
    const other = {
      rows: [
        row('a', [
          entry({ startedAt: '2026-11-23T15:00:00.000Z', endedAt: '2026-11-23T23:30:00.000Z' }),
        ]),
      ],
    };
    const [copied] = copyFromDay([], other, ['a'], 'America/Los_Angeles', ids());
    expect(copied).toMatchObject({ startTime: '07:00', endTime: '15:30', hours: '' });
  });
});

describe('times in the company zone', () => {
  it('reads a wall time on a day as its instant, and back', () => {
    const iso = instantOf('2026-11-23', '07:00', 'America/Los_Angeles');
    expect(iso).toBe('2026-11-23T15:00:00.000Z');
    expect(wallTime(iso!, 'America/Los_Angeles')).toBe('07:00');
    expect(instantOf('2026-11-23', '7am', 'America/Los_Angeles')).toBeNull();
  });
});

describe('the request of one submit', () => {
  const day = {
    crewId: 'crew',
    date: '2026-11-23',
    jobId: 'job',
    timeCapture: 'hours' as const,
    timeZone: 'America/Los_Angeles',
  };

  it('sends every typed line in order with its client id, and leaves blank lines out', () => {
    const lines = [
      line('a', 'a1', { workTypeId: 'wt1', hours: '8' }),
      line('b', 'b1'),
      line('c', 'c1', { workTypeId: 'wt2', hours: '7.5' }),
    ];
    const built = buildRequest(lines, day);
    expect(built.errors).toEqual({});
    expect(built.request).toEqual({
      crewId: 'crew',
      date: '2026-11-23',
      jobId: 'job',
      entries: [
        { clientId: 'a1', userId: 'a', workTypeId: 'wt1', hours: '8' },
        { clientId: 'c1', userId: 'c', workTypeId: 'wt2', hours: '7.5' },
      ],
    });
    expect(built.sent.map((l) => l.clientId)).toEqual(['a1', 'c1']);
  });

  it('names the lines missing a work type or hours', () => {
    const built = buildRequest(
      [line('a', 'a1', { hours: '8' }), line('b', 'b1', { workTypeId: 'wt1', hours: '0' })],
      day,
    );
    expect(built.errors.a1).toEqual({ workTypeId: 'punchChooseWorkType' });
    expect(built.errors.b1?.hours).toBeTruthy();
  });

  it('sends starts and ends as instants, an end before the start on the next day', () => {
    const built = buildRequest(
      [line('a', 'a1', { workTypeId: 'wt1', startTime: '22:00', endTime: '06:00' })],
      { ...day, timeCapture: 'times' },
    );
    expect(built.request.entries[0]).toEqual({
      clientId: 'a1',
      userId: 'a',
      workTypeId: 'wt1',
      startedAt: '2026-11-24T06:00:00.000Z',
      endedAt: '2026-11-24T14:00:00.000Z',
    });
  });

  it('keeps client ids across a retry: the same lines build the same request', () => {
    const lines = [line('a', 'a1', { workTypeId: 'wt1', hours: '8' })];
    expect(buildRequest(lines, day).request).toEqual(buildRequest(lines, day).request);
  });
});

describe('after the answer', () => {
  it("puts the server's errors on the lines sent, by index", () => {
    const sent = [line('a', 'a1'), line('b', 'b1')];
    const out = serverLineErrors(
      [
        { path: 'entries.1.hours', msg: 'entryDayCap' },
        { path: 'entries.0.userId', msg: 'crewNotMember' },
        { path: 'entries.1.endedAt', msg: 'punchStartAfterEnd' },
        { path: 'jobId', msg: 'crewJobMissing' },
      ],
      sent,
    );
    expect(out).toEqual({
      a1: { workTypeId: 'crewNotMember' },
      b1: { hours: 'entryDayCap', endTime: 'punchStartAfterEnd' },
    });
  });

  it('drops the lines sent and keeps the others', () => {
    const lines = [line('a', 'a1'), line('b', 'b1'), line('c', 'c1')];
    expect(withoutSent(lines, [{ clientId: 'a1' }, { clientId: 'c1' }])).toEqual([lines[1]]);
  });

  it("reads the day's saved client ids", () => {
    expect(
      savedClientIds({ rows: [row('a', [entry({ clientId: 'a1' }), entry({ clientId: null })])] }),
    ).toEqual(new Set(['a1']));
  });
});

describe('rows and signatures', () => {
  it('shows a voided signature as awaiting, and offers Sign until signed', () => {
    expect(signatureBadge(null, false)).toBe('none');
    expect(signatureBadge(null, true)).toBe('awaiting');
    expect(signatureBadge(signature({ voided: true }), true)).toBe('awaiting');
    expect(signatureBadge(signature({ state: 'disputed', reason: 'x' }), true)).toBe('disputed');
    expect(maySign(signature({}), true)).toBe(false);
    expect(maySign(signature({ voided: true }), true)).toBe(true);
    expect(maySign(null, false)).toBe(false);
  });

  it('adds up typed hours and knows a blank line', () => {
    const next = ids();
    expect(isBlankLine(newLine('a', next))).toBe(true);
    expect(typedHours([line('a', '1', { hours: '7.5' }), line('a', '2', { hours: 'x' })])).toBe(
      7.5,
    );
  });
});

describe('the draft on the device', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      get length() {
        return map.size;
      },
      key: (i: number) => [...map.keys()][i] ?? null,
    };
  };

  it('keeps the lines and a waiting submit, and lists what waits', () => {
    const storage = memory();
    const key = draftKey('u|c', 'crew', '2026-11-23');
    const lines = [line('a', 'a1', { workTypeId: 'wt1', hours: '8' })];
    const pending = { crewId: 'crew', date: '2026-11-23', jobId: 'job', entries: [] };
    writeDraft(storage, key, { jobId: 'job', lines, pending });
    expect(readDraft(storage, key)).toEqual({ jobId: 'job', lines, pending });
    expect(pendingDrafts(storage, 'u|c').map((d) => d.key)).toEqual([key]);
    expect(pendingDrafts(storage, 'other|c')).toEqual([]);
    writeDraft(storage, key, { jobId: 'job', lines: [], pending: null });
    expect(readDraft(storage, key)).toBeNull();
  });

  it('sends again the days that waited, each body as it was, and keeps what is left', async () => {
    const storage = memory();
    const request = (crewId: string, clientIds: string[]) => ({
      crewId,
      date: '2026-11-23',
      jobId: 'job',
      entries: clientIds.map((clientId) => ({ clientId, userId: 'a', workTypeId: 'wt', hours: 8 })),
    });
    const saved = draftKey('u|c', 'saved', '2026-11-23');
    const open = draftKey('u|c', 'open', '2026-11-23');
    const offline = draftKey('u|c', 'offline', '2026-11-23');
    const refused = draftKey('u|c', 'refused', '2026-11-23');
    const typed = line('a', 'later', { hours: '1' });
    writeDraft(storage, saved, {
      jobId: 'job',
      lines: [line('a', 's1'), typed],
      pending: request('saved', ['s1']),
    });
    writeDraft(storage, open, {
      jobId: 'job',
      lines: [line('a', 'o1')],
      pending: request('open', ['o1']),
    });
    writeDraft(storage, offline, {
      jobId: 'job',
      lines: [line('a', 'f1')],
      pending: request('offline', ['f1']),
    });
    writeDraft(storage, refused, {
      jobId: 'job',
      lines: [line('a', 'r1')],
      pending: request('refused', ['r1']),
    });
    const sent: unknown[] = [];
    const count = await resendWaitingDays(
      storage,
      'u|c',
      open,
      async (body) => {
        sent.push(body);
        if (body.crewId === 'offline') throw new Error('network');
        if (body.crewId === 'refused') throw new Error('refused');
      },
      (e) => (e as Error).message === 'network',
    );
    expect(count).toBe(1);
    expect(sent).toContainEqual(request('saved', ['s1']));
    expect(sent).not.toContainEqual(request('open', ['o1']));
    expect(readDraft(storage, saved)).toEqual({ jobId: 'job', lines: [typed], pending: null });
    expect(readDraft(storage, offline)?.pending).toEqual(request('offline', ['f1']));
    expect(readDraft(storage, refused)).toMatchObject({ lines: [line('a', 'r1')], pending: null });
  });

  it('reads nothing from a broken entry', () => {
    const storage = memory();
    storage.setItem('k', '{broken');
    expect(readDraft(storage, 'k')).toBeNull();
    storage.setItem('k', JSON.stringify({ lines: [{ clientId: 1 }], pending: 'x' }));
    expect(readDraft(storage, 'k')).toEqual({ jobId: '', lines: [], pending: null });
  });
});
