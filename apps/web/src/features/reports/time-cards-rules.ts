import type { Message } from '@sitehours/contract/messages';
import type { TimeCardFormat } from '@sitehours/contract/rules';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';
import type { DateRange } from './report-dates';

/** Pure rules of the Time cards download (California time cards, decisions 0024 and 0025). */

export const TIME_CARD_DOWNLOADS = [
  { format: 'csv', labelKey: 'timeCards.csv' },
  { format: 'pdf', labelKey: 'timeCards.pdf' },
] as const satisfies readonly { format: TimeCardFormat; labelKey: `timeCards.${string}` }[];

/** The name a time-card file is saved under when the server names none. */
export const timeCardsFallbackName = (format: TimeCardFormat, range: DateRange) =>
  `time-cards_${range.startDate}_to_${range.endDate}.${format}`;

const FAILED: Message = { code: 'timeCardsFailed' };

/**
 * What to say when a download fails: the field the server refused (a range with too many work
 * periods), else its own message (no access), else that it failed (offline, server error).
 */
export function timeCardsError(error: unknown): ShownMessage {
  if (!(error instanceof ApiError) || error.isNetworkError || error.status >= 500) return FAILED;
  return error.fieldErrors[0]?.msg ?? error.serverMessage ?? FAILED;
}
