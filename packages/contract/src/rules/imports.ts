/**
 * Bringing a company in from a spreadsheet (decision 0029): what each kind of list holds, field
 * by field, in the names of the screens and the API. A file's columns are mapped onto these
 * fields; each row then goes through the same request schemas and rules as the screens.
 */

export const IMPORT_KINDS = ['staff', 'jobs', 'workTypes', 'hours'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportField {
  /** The API's field name (`firstName`), also the column header of the export. */
  key: string;
  required: boolean;
}

/**
 * The fields of each kind, in the order the export writes them. A row is found again by its key
 * fields (staff by email, a job by name, a WC code by work type and code, hours by all of
 * theirs), so importing the same file twice changes nothing.
 */
export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  staff: [
    { key: 'firstName', required: true },
    { key: 'lastName', required: true },
    { key: 'email', required: true },
    { key: 'phone', required: false },
    { key: 'hourlyRate', required: true },
    { key: 'role', required: false },
    { key: 'isActive', required: false },
  ],
  jobs: [
    { key: 'jobName', required: true },
    { key: 'address', required: false },
    { key: 'city', required: false },
    { key: 'state', required: false },
    { key: 'zipCode', required: false },
    { key: 'isActive', required: false },
  ],
  workTypes: [
    { key: 'workTypeName', required: true },
    { key: 'wcCode', required: true },
    { key: 'minHourlyRate', required: false },
    { key: 'maxHourlyRate', required: false },
    { key: 'compRate', required: true },
  ],
  hours: [
    { key: 'email', required: true },
    { key: 'entryDate', required: true },
    { key: 'hours', required: true },
    { key: 'jobName', required: true },
    { key: 'workTypeName', required: true },
    { key: 'notes', required: false },
  ],
};

/** A file larger than this is refused before it is read (10 MB). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many rows in one file. */
export const IMPORT_MAX_ROWS = 20_000;
/** How many rows one apply call writes: the screen calls again until all are done. */
export const IMPORT_CHUNK_ROWS = 250;
/** An applied import can be undone for this long (a day). */
export const IMPORT_UNDO_MS = 24 * 60 * 60 * 1000;

/** Which column (by its index in the file) each field is read from; absent: not in the file. */
export type ImportMapping = Partial<Record<string, number>>;
