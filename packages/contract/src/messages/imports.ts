import type { MessageCode } from './catalogue';

/** Texts of the import of staff, jobs, work types and hours: codes of `catalogue.ts`. */
export const IMPORT_MESSAGES = {
  kindUnknown: 'importKindUnknown',
  fileMissing: 'importFileMissing',
  fileTooLarge: 'importFileTooLarge',
  fileUnreadable: 'importFileUnreadable',
  fileEmpty: 'importFileEmpty',
  tooManyRows: 'importTooManyRows',
  notFound: 'importNotFound',
  mappingColumnUnknown: 'importMappingColumnUnknown',
  requiredFieldUnmapped: 'importRequiredFieldUnmapped',
  alreadyApplied: 'importAlreadyApplied',
  notApplied: 'importNotApplied',
  undoExpired: 'importUndoExpired',
  undoBlocked: 'importUndoBlocked',
  rowKeyTwice: 'importRowKeyTwice',
  workerUnknown: 'importWorkerUnknown',
  jobUnknown: 'importJobUnknown',
  workTypeUnknown: 'importWorkTypeUnknown',
  booleanInvalid: 'importBooleanInvalid',
  dateInvalid: 'importDateInvalid',
} as const satisfies Record<string, MessageCode>;
