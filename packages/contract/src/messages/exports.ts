import type { MessageCode } from './catalogue';
export const EXPORT_MESSAGES = {
  notFound: 'exportNotFound',
  idInvalid: 'exportIdInvalid',
  loadFailed: 'exportLoadFailed',
  none: 'exportNone',
  alreadyExported: 'exportAlreadyExported',
} as const satisfies Record<string, MessageCode>;
