export const TENANT_MESSAGES = {
  loadFailed: 'Failed to load tenants',
  createFailed: 'Failed to create tenant',
  suspendFailed: 'Failed to suspend tenant',
  reactivateFailed: 'Failed to reactivate tenant',
  welcomeFailed: 'Failed to send welcome email',
  detailsFailed: 'Failed to load tenant details',
  overviewFailed: 'Failed to load company overview data',
  created: (name: string, email: string) =>
    `Company "${name}" created successfully! Welcome email sent to ${email}`,
  suspended: 'Tenant suspended successfully',
  reactivated: 'Tenant reactivated successfully',
  welcomeSent: 'Welcome email sent successfully',
  subdomainTaken: 'This subdomain is already taken',
  subdomainFormat:
    'Subdomain may contain only lower-case letters, digits and hyphens, and cannot start or end with a hyphen',
  emailTaken: 'An account with this email already exists',
  alreadySuspended: 'This company is already suspended',
  notSuspended: 'Only a company that is not active can be reactivated',
} as const;
