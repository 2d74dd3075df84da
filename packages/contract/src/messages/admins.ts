export const ADMIN_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequiredForNew: 'Password is required for new admins',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotDeactivateLast: 'You cannot deactivate the last active admin',
  emailTaken: 'An account with this email already exists',
  loadFailed: 'Failed to load global admins',
  statusFailed: 'Failed to update admin status',
  noAdmins: 'No global admins found',
  loading: 'Loading admins...',
} as const;
