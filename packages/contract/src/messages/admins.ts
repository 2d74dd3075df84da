import type { MessageCode } from './catalogue';
export const ADMIN_MESSAGES = {
  emailRequired: 'adminEmailRequired',
  passwordRequiredForNew: 'adminPasswordRequiredForNew',
  cannotDeactivateSelf: 'adminCannotDeactivateSelf',
  cannotDeactivateLast: 'adminCannotDeactivateLast',
  emailTaken: 'adminEmailTaken',
  loadFailed: 'adminLoadFailed',
  statusFailed: 'adminStatusFailed',
  noAdmins: 'adminNoAdmins',
  loading: 'adminLoading',
} as const satisfies Record<string, MessageCode>;
