import type { Message, MessageCode } from './catalogue';
export const TENANT_MESSAGES = {
  loadFailed: 'tenantLoadFailed',
  createFailed: 'tenantCreateFailed',
  suspendFailed: 'tenantSuspendFailed',
  reactivateFailed: 'tenantReactivateFailed',
  welcomeFailed: 'tenantWelcomeFailed',
  detailsFailed: 'tenantDetailsFailed',
  overviewFailed: 'tenantOverviewFailed',
  created: (name: string, email: string): Message => ({
    code: 'tenantCreated',
    params: { name, email },
  }),
  suspended: 'tenantSuspendSucceeded',
  reactivated: 'tenantReactivated',
  welcomeSent: 'tenantWelcomeSent',
  subdomainTaken: 'tenantSubdomainTaken',
  subdomainFormat: 'tenantSubdomainFormat',
  emailTaken: 'tenantEmailTaken',
  alreadySuspended: 'tenantAlreadySuspended',
  notSuspended: 'tenantNotSuspended',
} as const satisfies Record<string, MessageCode | ((...values: never[]) => Message)>;
