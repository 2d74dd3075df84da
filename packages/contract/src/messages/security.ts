import type { MessageCode } from './catalogue';
export const SECURITY_MESSAGES = {
  loadFailed: 'securityLoadFailed',
  noCompanyConcerns: 'securityNoCompanyConcerns',
  noSuspiciousUsers: 'securityNoSuspiciousUsers',
  noFailedLogins: 'securityNoFailedLogins',
} as const satisfies Record<string, MessageCode>;
