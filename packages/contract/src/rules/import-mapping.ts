import { IMPORT_FIELDS, type ImportKind, type ImportMapping } from './imports';
import { normalizeRole, type Role } from './roles';

/**
 * Reading a company's own spreadsheet (decision 0029): which of its columns holds which field,
 * guessed from the header's wording in English or Spanish and remembered per company, and how
 * the cells people type are read (yes/no, US dates, "$1,234.50", role names).
 */

/** A header as compared: lower case, no accents, runs of punctuation and spaces as one space. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Spaces aside too, so that "First Name", "first_name" and the export's "firstName" meet. */
const compact = (text: string) => normalizeHeader(text).replace(/ /g, '');

/**
 * Common names of each field, the more specific first: a header matching an earlier name wins
 * over one matching a later name ("Job Name" over "Job #"). The field's key always comes before
 * them all, so an exported list maps back exactly. "Estado" is a job's state, but a person's
 * status.
 */
const HEADER_NAMES: Record<ImportKind, Record<string, readonly string[]>> = {
  staff: {
    firstName: [
      'first name',
      'given name',
      'forename',
      'first',
      'primer nombre',
      'nombre',
      'nombres',
    ],
    lastName: ['last name', 'surname', 'family name', 'last', 'apellido', 'apellidos'],
    email: [
      'email',
      'email address',
      'work email',
      'employee email',
      'mail',
      'correo',
      'correo electrónico',
      'correo del empleado',
    ],
    phone: [
      'phone',
      'phone number',
      'mobile',
      'mobile phone',
      'cell',
      'cell phone',
      'telephone',
      'tel',
      'teléfono',
      'celular',
      'móvil',
      'número de teléfono',
    ],
    hourlyRate: [
      'hourly rate',
      'pay rate',
      'rate per hour',
      'hourly wage',
      'hourly pay',
      'rate',
      'wage',
      'tarifa por hora',
      'pago por hora',
      'salario por hora',
      'tarifa',
      'salario',
    ],
    role: ['role', 'user role', 'access', 'access level', 'position type', 'rol', 'perfil'],
    isActive: ['is active', 'active', 'status', 'activo', 'estado', 'estatus'],
  },
  jobs: {
    jobName: [
      'job name',
      'project name',
      'nombre del trabajo',
      'nombre del proyecto',
      'nombre de la obra',
      'job',
      'project',
      'job site',
      'site',
      'trabajo',
      'obra',
      'proyecto',
    ],
    address: [
      'address',
      'street address',
      'address line 1',
      'street',
      'dirección',
      'calle',
      'domicilio',
    ],
    city: ['city', 'town', 'ciudad', 'municipio'],
    state: ['state', 'st', 'province', 'estado', 'provincia'],
    zipCode: ['zip code', 'zip', 'postal code', 'postcode', 'código postal', 'cp'],
    isActive: ['is active', 'active', 'status', 'activo', 'estatus'],
  },
  workTypes: {
    workTypeName: [
      'work type',
      'work type name',
      'type of work',
      'trade',
      'tipo de trabajo',
      'oficio',
    ],
    wcCode: [
      'wc code',
      'class code',
      'wc class code',
      'workers comp code',
      'comp code',
      'código wc',
      'código de clase',
      'code',
      'código',
    ],
    minHourlyRate: [
      'min hourly rate',
      'min rate',
      'minimum rate',
      'from rate',
      'tarifa mínima',
      'desde',
    ],
    maxHourlyRate: [
      'max hourly rate',
      'max rate',
      'maximum rate',
      'to rate',
      'tarifa máxima',
      'hasta',
    ],
    compRate: [
      'comp rate',
      'wc rate',
      'workers comp rate',
      'premium rate',
      'rate %',
      'tasa wc',
      'tasa',
    ],
  },
  hours: {
    email: [
      'email',
      'worker email',
      'employee email',
      'email address',
      'correo',
      'correo electrónico',
      'correo del trabajador',
      'correo del empleado',
    ],
    entryDate: ['entry date', 'work date', 'date', 'day', 'fecha de trabajo', 'fecha', 'día'],
    hours: ['hours', 'hours worked', 'total hours', 'hrs', 'horas trabajadas', 'horas'],
    jobName: [
      'job name',
      'project name',
      'job',
      'project',
      'nombre del trabajo',
      'trabajo',
      'obra',
      'proyecto',
    ],
    workTypeName: [
      'work type',
      'type of work',
      'trade',
      'task',
      'tipo de trabajo',
      'oficio',
      'tarea',
    ],
    notes: [
      'notes',
      'note',
      'comments',
      'comment',
      'description',
      'notas',
      'nota',
      'comentarios',
      'descripción',
    ],
  },
};

/**
 * Each field of the kind mapped to the column whose header names it, each column used once. The
 * best match goes first across all fields: a field's own key, then its names in their order, a
 * tie going to the field listed first and then to the leftmost column. `taken` holds fields
 * already decided (a remembered mapping).
 */
function assignColumns(
  kind: ImportKind,
  headers: readonly string[],
  taken: ImportMapping = {},
): ImportMapping {
  const mapping: ImportMapping = { ...taken };
  const used = new Set(Object.values(taken));
  const columns = headers.map(compact);
  const candidates: { rank: number; order: number; column: number; field: string }[] = [];
  IMPORT_FIELDS[kind].forEach(({ key }, order) => {
    if (mapping[key] !== undefined) return;
    [key, ...(HEADER_NAMES[kind][key] ?? [])].map(compact).forEach((name, rank) => {
      columns.forEach((header, column) => {
        if (header !== '' && header === name) candidates.push({ rank, order, column, field: key });
      });
    });
  });
  candidates.sort((a, b) => a.rank - b.rank || a.order - b.order || a.column - b.column);
  for (const { field, column } of candidates) {
    if (mapping[field] !== undefined || used.has(column)) continue;
    mapping[field] = column;
    used.add(column);
  }
  return mapping;
}

/** The columns a file's headers suggest for each field of the kind; fields not found are absent. */
export function guessMapping(kind: ImportKind, headers: readonly string[]): ImportMapping {
  return assignColumns(kind, headers);
}

/**
 * The company's last mapping of this kind of list, applied to a new file's headers: a field
 * whose remembered header (field → normalized header) is still there takes it; the others are
 * guessed among the columns left.
 */
export function mappingFromRemembered(
  kind: ImportKind,
  headers: readonly string[],
  remembered: Readonly<Record<string, string>>,
): ImportMapping {
  const columns = headers.map(compact);
  const taken: ImportMapping = {};
  const used = new Set<number>();
  for (const { key } of IMPORT_FIELDS[kind]) {
    const name = remembered[key];
    if (name === undefined) continue;
    const wanted = compact(name);
    const column = columns.findIndex((h, i) => h !== '' && h === wanted && !used.has(i));
    if (column < 0) continue;
    taken[key] = column;
    used.add(column);
  }
  return assignColumns(kind, headers, taken);
}

/** A cell's words as compared: trimmed, lower case, no accents ("Sí" is "si"). */
const word = (text: string) => normalizeHeader(text);

const TRUE_WORDS = new Set([
  'yes',
  'y',
  'true',
  '1',
  'active',
  'si',
  'activo',
  'activa',
  'verdadero',
]);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0', 'inactive', 'inactivo', 'inactiva', 'falso']);

/**
 * A yes/no cell in English or Spanish, "TRUE"/"FALSE" as English spreadsheets write them and
 * "VERDADERO"/"FALSO" as Spanish ones do. Undefined for an empty cell (not given) and for text
 * that says neither: the caller tells the two apart by the cell being empty.
 */
export function parseImportBoolean(text: string): boolean | undefined {
  const value = word(text);
  if (TRUE_WORDS.has(value)) return true;
  if (FALSE_WORDS.has(value)) return false;
  return undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

function calendarDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

const YEAR_FIRST = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/;
const US_ORDER = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;

/**
 * A date cell as yyyy-MM-dd: written yyyy-MM-dd or yyyy/MM/dd, or in the US order month/day/year
 * (M/D/YYYY, MM/DD/YYYY, and M/D/YY in this century) as US spreadsheets save it. Undefined for an
 * empty cell, another order or a day that is not on the calendar (2/30/2026).
 */
export function parseImportDate(text: string): string | undefined {
  const value = text.trim();
  const iso = YEAR_FIRST.exec(value);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[3]), Number(iso[4]));
  const us = US_ORDER.exec(value);
  if (!us) return undefined;
  const year = us[3]!.length === 2 ? 2000 + Number(us[3]) : Number(us[3]);
  return calendarDay(year, Number(us[1]), Number(us[2]));
}

/** Digits grouped by thousands with commas ("1,234.50"); a first group never starts with 0. */
const COMMA_THOUSANDS = /^[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/;
/** Digits grouped by thousands with dots and a decimal comma ("1.234,50"). */
const DOT_THOUSANDS = /^[1-9]\d{0,2}(\.\d{3})+,\d+$/;
/** A decimal comma with one or two decimals ("25,50"), as Spanish spreadsheets save money. */
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;
const PLAIN = /^(\d+(\.\d*)?|\.\d+)$/;
/** A sign before or after the dollar sign ("-$5", "$-5"), and the percent sign of a rate. */
const SIGNED_AMOUNT = /^([-+]?)\$?([-+]?)([^-+$%]*)%?$/;

/**
 * A number cell as a plain decimal string: spaces, a dollar sign, a trailing percent sign (a
 * comp rate saved as "5.25%") and thousands separators removed ("$1,234.50" is "1234.50"); a
 * decimal comma read as the decimal point when it cannot be a thousands separator ("25,50").
 * Undefined for an empty cell and for anything else (an exponent, "1,2345", "12 hrs").
 */
export function parseImportNumber(text: string): string | undefined {
  const parts = SIGNED_AMOUNT.exec(text.replace(/\s+/g, ''));
  if (!parts || (parts[1] && parts[2])) return undefined;
  const sign = (parts[1] || parts[2]) === '-' ? '-' : '';
  let value = parts[3]!;
  if (COMMA_THOUSANDS.test(value)) value = value.replace(/,/g, '');
  else if (DOT_THOUSANDS.test(value)) value = value.replace(/\./g, '').replace(',', '.');
  else if (DECIMAL_COMMA.test(value)) value = value.replace(',', '.');
  if (!PLAIN.test(value)) return undefined;
  if (value.startsWith('.')) value = `0${value}`;
  if (value.endsWith('.')) value = value.slice(0, -1);
  return sign + value;
}

/**
 * Role names a company's list may use, as the Staff screen shows them in English and Spanish and
 * as payroll systems write them. A supervisor or foreman is deliberately absent: whether one
 * approves time is the company's call, so such a row asks for a role the app knows.
 */
const ROLE_NAMES: Record<string, Exclude<Role, 'global_admin'>> = {
  user: 'standard_user',
  employee: 'standard_user',
  worker: 'standard_user',
  usuario: 'standard_user',
  empleado: 'standard_user',
  empleada: 'standard_user',
  trabajador: 'standard_user',
  trabajadora: 'standard_user',
  manager: 'company_manager',
  'company manager': 'company_manager',
  'project manager': 'company_manager',
  gerente: 'company_manager',
  'gerente de la empresa': 'company_manager',
  admin: 'company_admin',
  administrator: 'company_admin',
  'company admin': 'company_admin',
  'company administrator': 'company_admin',
  administrador: 'company_admin',
  administradora: 'company_admin',
  'administrador de la empresa': 'company_admin',
};

/**
 * A role cell: the API's names (`company_manager`, legacy ones too) or a name people use for
 * them. Undefined for an empty cell, an unknown name, and a global admin, which no company's
 * list can create.
 */
export function parseImportRole(text: string): Exclude<Role, 'global_admin'> | undefined {
  const name = word(text);
  const known = ROLE_NAMES[name];
  if (known) return known;
  const role = normalizeRole(name.replace(/ /g, '_'));
  return role === 'global_admin' ? undefined : role;
}
