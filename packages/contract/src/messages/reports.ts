/** Texts of company spec §2.6, §5 (Reports access) and §8 (Reports). */
export const REPORT_MESSAGES = {
  accessDenied: 'Access denied. This report is only available to company administrators.',
  noCompany: 'Company information not available.',
  contactAdmin: 'Please contact your system administrator if you need access.',
  forbidden: 'Access denied. You do not have permission to view this report.',
  loadFailed: 'Failed to load report data. Please try again.',
  invalidResponse: 'Invalid response format from server.',
  approveConfirm:
    'Are you sure you want to approve all time entries in this report? Approved entries cannot be edited by employees.',
  idsFailed: 'Failed to get time entry IDs from server',
  nothingToApprove:
    'No time entries found that need approval. All entries may already be approved.',
  approveFailed: 'Failed to approve time entries. Please try again.',
  approved: 'All time entries have been successfully approved.',
  noEntries: 'No time entries found for the selected date range.',
  noData: 'No data found for the selected date range.',
  noEmployees: 'No employees found.',
  foreignEntries: 'Some of these entries are not in your company; nothing was approved.',
} as const;
