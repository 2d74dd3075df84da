import type { MessageCode } from './catalogue';
/** Texts of pay periods, their closing and the adjustments that correct closed entries. */
export const PAY_PERIOD_MESSAGES = {
  entryPeriodClosed: 'entryPeriodClosed',
  closedFieldLocked: 'payPeriodClosedFieldLocked',
  adjustmentNoEdit: 'payPeriodAdjustmentNoEdit',
  nothingToAdjust: 'payPeriodNothingToAdjust',
  notPeriodStart: 'payPeriodNotStart',
  notStarted: 'payPeriodNotStarted',
  pendingEntries: 'payPeriodPendingEntries',
  reopenReasonRequired: 'payPeriodReopenReasonRequired',
  notClosed: 'payPeriodNotClosed',
  settingOverlapsClosed: 'payPeriodSettingOverlapsClosed',
  anchorInvalid: 'payPeriodAnchorInvalid',
  frequencyUnknown: 'payPeriodFrequencyUnknown',
} as const satisfies Record<string, MessageCode>;
