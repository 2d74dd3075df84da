/**
 * Bounds of the California time cards (decision 0016): a time card covers a pay period at most,
 * and one file holds a bounded number of work periods, so one request cannot hold the server for
 * long. A larger company asks for a shorter range or one worker at a time.
 */
export const TIME_CARD_MAX_DAYS = 31;
export const TIME_CARD_MAX_ROWS = 5_000;

export const TIME_CARD_FORMATS = ['csv', 'pdf'] as const;
export type TimeCardFormat = (typeof TIME_CARD_FORMATS)[number];
