export const SECURITY_MESSAGES = {
  loadFailed: 'Failed to load security dashboard data',
  noCompanyConcerns: 'No security concerns in any company in the last 7 days.',
  noSuspiciousUsers: 'No suspicious activity in the last 7 days.',
  noFailedLogins: 'No failed logins in the last 7 days.',
} as const;
