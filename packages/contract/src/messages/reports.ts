import type { MessageCode } from './catalogue';
/** Texts of company spec §2.6, §5 (Reports access) and §8 (Reports). */
export const REPORT_MESSAGES = {
  accessDenied: 'reportAccessDenied',
  noCompany: 'reportNoCompany',
  contactAdmin: 'reportContactAdmin',
  forbidden: 'reportForbidden',
  loadFailed: 'reportLoadFailed',
  invalidResponse: 'reportInvalidResponse',
  approveConfirm: 'reportApproveConfirm',
  idsFailed: 'reportIdsFailed',
  nothingToApprove: 'reportNothingToApprove',
  approveFailed: 'reportApproveFailed',
  approved: 'reportApproved',
  noEntries: 'reportNoEntries',
  noData: 'reportNoData',
  noEmployees: 'reportNoEmployees',
  foreignEntries: 'reportForeignEntries',
} as const satisfies Record<string, MessageCode>;
