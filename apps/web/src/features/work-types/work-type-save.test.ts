import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@sitehours/contract/messages';
import { ApiError } from '@/app/errors/api-error';
import { EMPTY_WORK_TYPE_FORM, WORK_TYPE_TEXTS, type WorkTypeFormValues } from './work-type-rules';
import { runWorkTypeSave, type WorkTypeSaveDeps } from './work-type-save';

const values: WorkTypeFormValues = {
  ...EMPTY_WORK_TYPE_FORM,
  workTypeName: 'Tile',
  noThreshold: true,
  code: '5348',
  compRate: '7.1',
};

const tile = {
  workTypeId: 'new-id',
  workTypeName: 'Tile',
  isActive: true,
  companyId: 'co',
  activeCodeCount: 0,
};

function fakeDeps(over: Partial<WorkTypeSaveDeps> = {}) {
  const calls: string[] = [];
  const deps: WorkTypeSaveDeps = {
    create: async (body) => {
      calls.push(`create ${body.workTypeName}`);
      return tile;
    },
    update: async ({ id }) => {
      calls.push(`update ${id}`);
      return { ...tile, workTypeId: id };
    },
    saveCodes: async ({ workTypeId, wcCodes }) => {
      calls.push(`codes ${workTypeId} ${wcCodes.map((c) => c.code).join(',')}`);
      return [];
    },
    assign: async (id) => {
      calls.push(`assign ${id}`);
      return { count: 11, message: 'ok' };
    },
    ...over,
  };
  return { deps, calls };
}

const input = (over: Partial<WorkTypeFormValues> = {}, existingId: string | null = null) => ({
  existingId,
  values: { ...values, ...over },
  companyId: 'co',
});

describe('saving a work type', () => {
  it('creates, sets the codes, then assigns to all active jobs', async () => {
    const { deps, calls } = fakeDeps();
    const outcome = await runWorkTypeSave(deps, input({ addToAllJobs: true }));
    expect(calls).toEqual(['create Tile', 'codes new-id 5348', 'assign new-id']);
    expect(outcome).toEqual({
      kind: 'saved',
      workTypeId: 'new-id',
      messages: [CATALOG_MESSAGES.saved, CATALOG_MESSAGES.assigned(11)],
      warning: undefined,
    });
  });

  it('updates an existing work type and skips the assignment when not asked', async () => {
    const { deps, calls } = fakeDeps();
    const outcome = await runWorkTypeSave(deps, input({}, 'w1'));
    expect(calls).toEqual(['update w1', 'codes w1 5348']);
    expect(outcome).toMatchObject({ kind: 'saved', messages: [CATALOG_MESSAGES.saved] });
  });

  it('stops on validation errors before any call', async () => {
    const { deps, calls } = fakeDeps();
    const outcome = await runWorkTypeSave(deps, input({ code: '12' }));
    expect(calls).toEqual([]);
    expect(outcome).toEqual({
      kind: 'invalid',
      errors: { code: CATALOG_MESSAGES.wcCodeFormat },
      message: { message: CATALOG_MESSAGES.fixErrors },
    });
  });

  it('reports a taken name on the field', async () => {
    const taken = new ApiError(CATALOG_MESSAGES.workTypeNameTaken, {
      status: 409,
      body: { errors: [{ path: 'workTypeName', msg: CATALOG_MESSAGES.workTypeNameTaken }] },
    });
    const { deps } = fakeDeps({
      create: async () => {
        throw taken;
      },
    });
    expect(await runWorkTypeSave(deps, input())).toEqual({
      kind: 'failed',
      message: WORK_TYPE_TEXTS.createFailed,
      nameError: CATALOG_MESSAGES.workTypeNameTaken,
    });
  });

  it('uses the spec texts for server failures and a missing new id', async () => {
    const down = new ApiError('boom', { status: 500 });
    const failing = fakeDeps({
      create: async () => {
        throw down;
      },
    });
    expect(await runWorkTypeSave(failing.deps, input())).toMatchObject({
      message: WORK_TYPE_TEXTS.createFailed,
    });
    const updateDown = fakeDeps({
      update: async () => {
        throw down;
      },
    });
    expect(await runWorkTypeSave(updateDown.deps, input({}, 'w1'))).toMatchObject({
      message: WORK_TYPE_TEXTS.updateFailed,
      workTypeId: 'w1',
    });
  });

  it('keeps the new id when the codes fail, so a retry updates instead of creating', async () => {
    const { deps } = fakeDeps({
      saveCodes: async () => {
        throw new ApiError('boom', { status: 500 });
      },
    });
    expect(await runWorkTypeSave(deps, input())).toEqual({
      kind: 'failed',
      message: WORK_TYPE_TEXTS.saveCodesFailed,
      workTypeId: 'new-id',
    });
  });

  it('warns when the work type was saved but not assigned', async () => {
    const { deps } = fakeDeps({
      assign: async () => {
        throw new ApiError('boom', { status: 500 });
      },
    });
    expect(await runWorkTypeSave(deps, input({ addToAllJobs: true }))).toEqual({
      kind: 'saved',
      workTypeId: 'new-id',
      messages: [CATALOG_MESSAGES.saved],
      warning: WORK_TYPE_TEXTS.assignPartial,
    });
  });
});
