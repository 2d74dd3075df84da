import type { ShownMessage } from '@/app/errors/api-error';
import { CATALOG_MESSAGES } from '@sitehours/contract/messages';
import type { LinkCountResponse, WcCode } from '@sitehours/contract/schemas';
import {
  WORK_TYPE_TEXTS,
  failureText,
  hasErrors,
  nameFieldError,
  wcCodesPayload,
  workTypeFormErrors,
  workTypePayload,
  type ScreenText,
  type WcCodeBandBody,
  type WorkTypeBody,
  type WorkTypeFormErrors,
  type WorkTypeFormValues,
  type WorkTypeRecord,
} from './work-type-rules';

/** The calls a save makes, injected so the sequence can be tested without a server. */
export interface WorkTypeSaveDeps {
  create: (body: WorkTypeBody) => Promise<WorkTypeRecord>;
  update: (args: { id: string; body: WorkTypeBody }) => Promise<WorkTypeRecord>;
  saveCodes: (body: { workTypeId: string; wcCodes: WcCodeBandBody[] }) => Promise<WcCode[]>;
  assign: (workTypeId: string) => Promise<LinkCountResponse>;
}

/**
 * What a save came to. `messages` and `nameError` are English messages of the contract or the
 * API (shown through useTranslateMessage()); `message` and `warning` may also be the screen's own.
 */
export type WorkTypeSaveOutcome =
  | { kind: 'invalid'; errors: WorkTypeFormErrors; message: ScreenText }
  | {
      kind: 'failed';
      message: ScreenText;
      nameError?: ShownMessage;
      /** Set once the work type exists, so a retry updates it instead of adding another. */
      workTypeId?: string;
    }
  | { kind: 'saved'; workTypeId: string; messages: ShownMessage[]; warning?: ScreenText };

/** A refused name shows under the field, with the screen's own text above the form. */
function nameFailure(error: unknown, fallback: ScreenText) {
  const nameError = nameFieldError(error);
  return nameError
    ? { kind: 'failed' as const, message: fallback, nameError }
    : { kind: 'failed' as const, message: failureText(error, fallback) };
}

/**
 * Save of the work type form (company spec §2.5, §8): check the form, create or update the
 * work type, set its codes with POST /wc-codes/multiple, then link it to every active job when
 * 'Add to all active jobs' is ticked. `existingId` is the work type being edited (or the one a
 * failed earlier attempt already created).
 */
export async function runWorkTypeSave(
  deps: WorkTypeSaveDeps,
  input: { existingId: string | null; values: WorkTypeFormValues; companyId: string | null },
): Promise<WorkTypeSaveOutcome> {
  const { values } = input;
  const errors = workTypeFormErrors(values);
  if (hasErrors(errors))
    return { kind: 'invalid', errors, message: { message: CATALOG_MESSAGES.fixErrors } };
  const codes = wcCodesPayload(values);
  if (!codes.ok) return { kind: 'failed', message: { message: codes.message } };

  const body = workTypePayload(values, input.companyId);
  let workTypeId = input.existingId;
  if (workTypeId) {
    try {
      await deps.update({ id: workTypeId, body });
    } catch (error) {
      return { ...nameFailure(error, WORK_TYPE_TEXTS.updateFailed), workTypeId };
    }
  } else {
    try {
      workTypeId = (await deps.create(body)).workTypeId;
    } catch (error) {
      return nameFailure(error, WORK_TYPE_TEXTS.createFailed);
    }
  }

  try {
    await deps.saveCodes({ workTypeId, wcCodes: codes.wcCodes });
  } catch (error) {
    return {
      kind: 'failed',
      message: failureText(error, WORK_TYPE_TEXTS.saveCodesFailed),
      workTypeId,
    };
  }

  const messages: ShownMessage[] = [CATALOG_MESSAGES.saved];
  let warning: ScreenText | undefined;
  if (values.addToAllJobs) {
    try {
      const result = await deps.assign(workTypeId);
      messages.push(CATALOG_MESSAGES.assigned(result.count));
    } catch {
      warning = WORK_TYPE_TEXTS.assignPartial;
    }
  }
  return { kind: 'saved', workTypeId, messages, warning };
}
