import type { MessageCode } from './catalogue';
export const API_KEY_MESSAGES = {
  nameRequired: 'apiKeyNameRequired',
  scopesRequired: 'apiKeyScopesRequired',
  scopeInvalid: 'apiKeyScopeInvalid',
  expiryInvalid: 'apiKeyExpiryInvalid',
  expiryPast: 'apiKeyExpiryPast',
  expiryTooLate: 'apiKeyExpiryTooLate',
  notFound: 'apiKeyNotFound',
  idInvalid: 'apiKeyIdInvalid',
  invalid: 'apiKeyInvalid',
  routeRefused: 'apiKeyRouteRefused',
  scopeMissing: 'apiKeyScopeMissing',
} as const satisfies Record<string, MessageCode>;
