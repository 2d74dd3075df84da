import { REPORT_MESSAGES } from '@sitehours/contract/messages';
import { APPROVE_BATCH_MAX } from '@sitehours/contract/rules';
import type { ApproveBatchResponse, EntryIdsResponse } from '@sitehours/contract/schemas';
import type { DateRange } from './report-dates';

/** The two calls Approve All makes; the app's API client in use, a fake in tests. */
export interface ApproveClient {
  get(path: string, query: Record<string, string>): Promise<EntryIdsResponse>;
  post(path: string, body: unknown): Promise<ApproveBatchResponse>;
}

/**
 * What Approve All did: the ids it sent, and the entries the server left pending because the
 * company requires signatures before approval and their workers have not signed, or asks
 * workers to submit their week and they have not (decision 0027).
 */
export interface ApproveAllResult {
  sent: number;
  awaitingSignature: number;
  awaitingSubmit: number;
}

/** A step of Approve All that failed, with the text §8 gives it. */
export class ApproveAllError extends Error {
  constructor(
    message: string,
    readonly kind: 'ids' | 'none' | 'approve',
  ) {
    super(message);
    this.name = 'ApproveAllError';
  }
}

/**
 * Approve All after the confirmation (company spec §4, §7): fetch the range's pending ids, then
 * post them with the company id, at most {@link APPROVE_BATCH_MAX} per call, one call after the
 * other. Throws an {@link ApproveAllError} with the spec's text for each way it can fail (a
 * failed call stops the rest; what was approved stays approved, and trying again is harmless);
 * resolves to the number of ids sent and of entries left pending for a signature.
 */
export async function approveAll(
  client: ApproveClient,
  companyId: string,
  range: DateRange,
): Promise<ApproveAllResult> {
  let entryIds: string[];
  try {
    ({ entryIds } = await client.get('time-entries/ids', {
      startDate: range.startDate,
      endDate: range.endDate,
    }));
  } catch {
    throw new ApproveAllError(REPORT_MESSAGES.idsFailed, 'ids');
  }
  if (entryIds.length === 0) throw new ApproveAllError(REPORT_MESSAGES.nothingToApprove, 'none');
  let awaitingSignature = 0;
  let awaitingSubmit = 0;
  for (let from = 0; from < entryIds.length; from += APPROVE_BATCH_MAX) {
    const batch = entryIds.slice(from, from + APPROVE_BATCH_MAX);
    let answer: ApproveBatchResponse;
    try {
      answer = await client.post('time-entries/approve-batch', { entryIds: batch, companyId });
    } catch {
      throw new ApproveAllError(REPORT_MESSAGES.approveFailed, 'approve');
    }
    awaitingSignature += answer.awaitingSignature ?? 0;
    awaitingSubmit += answer.awaitingSubmit ?? 0;
  }
  return { sent: entryIds.length, awaitingSignature, awaitingSubmit };
}
