export const PAYROLL_MESSAGES = {
  correctionReasonRequired: 'Please give a reason for changing an approved entry',
  historyTitle: 'Entry history',
  noHistory: 'No changes recorded for this entry.',
  wcReportEmpty: 'No work hours found for the selected date range.',
  loadHistoryFailed: 'Failed to load the entry history',
} as const;
