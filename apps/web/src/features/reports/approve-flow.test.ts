import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@sitehours/contract/messages';
import { APPROVE_BATCH_MAX } from '@sitehours/contract/rules';
import type { EntryIdsResponse } from '@sitehours/contract/schemas';
import { ApproveAllError, approveAll, type ApproveClient } from './approve-flow';

const RANGE = { startDate: '2026-11-16', endDate: '2026-11-22' };

function fakeClient(
  ids: EntryIdsResponse | null,
  options: { idsFail?: boolean; postFails?: boolean } = {},
) {
  const calls: string[] = [];
  let posted: unknown;
  const client: ApproveClient = {
    get: async (path, query) => {
      calls.push(`GET ${path} ${query.startDate}..${query.endDate}`);
      if (options.idsFail || !ids) throw new Error('boom');
      return ids;
    },
    post: async (path, body) => {
      calls.push(`POST ${path}`);
      posted = body;
      if (options.postFails) throw new Error('boom');
      return { success: true, approved: 1, alreadyApproved: 0, message: 'ok' };
    },
  };
  return { client, calls, posted: () => posted };
}

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApproveAllError);
    return error as ApproveAllError;
  }
  throw new Error('expected a failure');
};

describe('Approve All', () => {
  it('gets the ids of the range, then posts them with the company id', async () => {
    const fake = fakeClient({ entryIds: ['a', 'b'] });
    await expect(approveAll(fake.client, 'c1', RANGE)).resolves.toEqual({
      sent: 2,
      awaitingSignature: 0,
      awaitingSubmit: 0,
    });
    expect(fake.calls).toEqual([
      'GET time-entries/ids 2026-11-16..2026-11-22',
      'POST time-entries/approve-batch',
    ]);
    expect(fake.posted()).toEqual({ entryIds: ['a', 'b'], companyId: 'c1' });
  });

  it('stops with the spec text when nothing is left to approve', async () => {
    const fake = fakeClient({ entryIds: [] });
    const error = await failure(approveAll(fake.client, 'c1', RANGE));
    expect(error).toMatchObject({ kind: 'none', message: REPORT_MESSAGES.nothingToApprove });
    expect(fake.calls).toHaveLength(1);
  });

  it('reports a failed ids call', async () => {
    for (const fake of [fakeClient(null, { idsFail: true })]) {
      const error = await failure(approveAll(fake.client, 'c1', RANGE));
      expect(error).toMatchObject({ kind: 'ids', message: REPORT_MESSAGES.idsFailed });
      expect(fake.calls).toHaveLength(1);
    }
  });

  it('sends a long list in calls of at most the batch size, in order', async () => {
    const ids = Array.from({ length: APPROVE_BATCH_MAX * 2 + 3 }, (_, i) => `id-${i}`);
    const bodies: { entryIds: string[]; companyId: string }[] = [];
    const client: ApproveClient = {
      get: async () => ({ entryIds: ids }),
      post: async (_path, body) => {
        bodies.push(body as { entryIds: string[]; companyId: string });
        // The company requires signatures and submits: two of each batch wait for a signature,
        // one for its worker's submit.
        return {
          success: true,
          approved: 1,
          alreadyApproved: 0,
          awaitingSignature: 2,
          awaitingSubmit: 1,
          message: 'ok',
        };
      },
    };
    await expect(approveAll(client, 'c1', RANGE)).resolves.toEqual({
      sent: ids.length,
      awaitingSignature: 6,
      awaitingSubmit: 3,
    });
    expect(bodies.map((b) => b.entryIds.length)).toEqual([APPROVE_BATCH_MAX, APPROVE_BATCH_MAX, 3]);
    expect(bodies.flatMap((b) => b.entryIds)).toEqual(ids);
    expect(bodies.every((b) => b.companyId === 'c1')).toBe(true);
  });

  it('stops at the first failed call of a long list', async () => {
    const ids = Array.from({ length: APPROVE_BATCH_MAX + 1 }, (_, i) => `id-${i}`);
    let posts = 0;
    const client: ApproveClient = {
      get: async () => ({ entryIds: ids }),
      post: async () => {
        posts += 1;
        throw new Error('boom');
      },
    };
    const error = await failure(approveAll(client, 'c1', RANGE));
    expect(error).toMatchObject({ kind: 'approve', message: REPORT_MESSAGES.approveFailed });
    expect(posts).toBe(1);
  });

  it('reports a failed approval', async () => {
    const fake = fakeClient({ entryIds: ['a'] }, { postFails: true });
    const error = await failure(approveAll(fake.client, 'c1', RANGE));
    expect(error).toMatchObject({ kind: 'approve', message: REPORT_MESSAGES.approveFailed });
  });
});
