import type { MessageCode } from './catalogue';
/** Texts of the company's ledger: its audit trail and the check of its history. */
export const LEDGER_MESSAGES = {
  beforeInvalid: 'ledgerBeforeInvalid',
  loadFailed: 'ledgerLoadFailed',
  verifyFailed: 'ledgerVerifyFailed',
} as const satisfies Record<string, MessageCode>;
