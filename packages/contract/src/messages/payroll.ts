import type { MessageCode } from './catalogue';
export const PAYROLL_MESSAGES = {
  correctionReasonRequired: 'payrollCorrectionReasonRequired',
  historyTitle: 'payrollHistoryTitle',
  noHistory: 'payrollNoHistory',
  wcReportEmpty: 'payrollWcReportEmpty',
  loadHistoryFailed: 'payrollLoadHistoryFailed',
} as const satisfies Record<string, MessageCode>;
