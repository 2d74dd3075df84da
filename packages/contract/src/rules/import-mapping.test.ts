import { describe, expect, it } from 'vitest';
import {
  guessMapping,
  mappingFromRemembered,
  normalizeHeader,
  parseImportBoolean,
  parseImportDate,
  parseImportNumber,
  parseImportRole,
} from './import-mapping';
import { IMPORT_FIELDS, IMPORT_KINDS } from './imports';

describe('normalizeHeader', () => {
  it.each([
    ['First Name', 'first name'],
    ['  E-mail  ', 'e mail'],
    ['first_name', 'first name'],
    ['Correo Electrónico', 'correo electronico'],
    ['TELÉFONO', 'telefono'],
    ['Código  postal', 'codigo postal'],
    ['Rate (%)', 'rate'],
    ['Job #', 'job'],
    ['firstName', 'firstname'],
    ['Peña', 'pena'],
    ['', ''],
  ])('%j is %j', (header, expected) => {
    expect(normalizeHeader(header)).toBe(expected);
  });
});

describe('guessMapping', () => {
  it('reads an English staff list', () => {
    const headers = ['First Name', 'Last Name', 'E-mail', 'Mobile', 'Pay Rate', 'Role', 'Status'];
    expect(guessMapping('staff', headers)).toEqual({
      firstName: 0,
      lastName: 1,
      email: 2,
      phone: 3,
      hourlyRate: 4,
      role: 5,
      isActive: 6,
    });
  });

  it('reads a Spanish staff list', () => {
    const headers = ['Nombre', 'Apellidos', 'Correo electrónico', 'Teléfono', 'Tarifa por hora'];
    expect(guessMapping('staff', [...headers, 'Rol', 'Estado'])).toEqual({
      firstName: 0,
      lastName: 1,
      email: 2,
      phone: 3,
      hourlyRate: 4,
      role: 5,
      isActive: 6,
    });
  });

  it('reads lists of jobs, work types and hours in either language', () => {
    expect(
      guessMapping('jobs', ['Obra', 'Dirección', 'Ciudad', 'Estado', 'Código Postal', 'Activo']),
    ).toEqual({ jobName: 0, address: 1, city: 2, state: 3, zipCode: 4, isActive: 5 });
    expect(
      guessMapping('workTypes', ['Trade', 'Class Code', 'Min Rate', 'Max Rate', 'Rate %']),
    ).toEqual({ workTypeName: 0, wcCode: 1, minHourlyRate: 2, maxHourlyRate: 3, compRate: 4 });
    expect(
      guessMapping('hours', ['Fecha', 'Correo', 'Horas', 'Proyecto', 'Tipo de trabajo', 'Notas']),
    ).toEqual({ entryDate: 0, email: 1, hours: 2, jobName: 3, workTypeName: 4, notes: 5 });
  });

  it.each(IMPORT_KINDS)('maps the export of %s back exactly, whatever the order', (kind) => {
    const keys = IMPORT_FIELDS[kind].map((f) => f.key);
    const reversed = [...keys].reverse();
    const mapping = guessMapping(kind, reversed);
    for (const key of keys) expect(mapping[key]).toBe(reversed.indexOf(key));
  });

  it('prefers the more specific header and uses each header once', () => {
    // "Job #" also reads as "job", but "Job Name" says it better.
    expect(guessMapping('jobs', ['Job #', 'Job Name'])).toEqual({ jobName: 1 });
    // Two columns named alike: the leftmost is taken, the other stays free.
    expect(guessMapping('staff', ['Email', 'email'])).toEqual({ email: 0 });
    // "Rate" and "Hourly rate" both name the hourly rate: the one that says more wins.
    expect(guessMapping('staff', ['Rate', 'Hourly rate'])).toEqual({ hourlyRate: 1 });
  });

  it('reads "Estado" as a job state but a person status', () => {
    expect(guessMapping('jobs', ['Estado'])).toEqual({ state: 0 });
    expect(guessMapping('staff', ['Estado'])).toEqual({ isActive: 0 });
  });

  it('leaves out fields no header names, and headers it does not know', () => {
    expect(guessMapping('staff', ['Shoe size', '', 'Email'])).toEqual({ email: 2 });
    expect(guessMapping('hours', [])).toEqual({});
  });
});

describe('a remembered mapping', () => {
  const headers = ['Worker', 'Surname', 'Contact', 'Hourly rate'];

  it('is kept where its headers are still there; the rest is guessed', () => {
    const remembered = { firstName: 'worker', email: 'contact', lastName: 'apellido' };
    expect(mappingFromRemembered('staff', headers, remembered)).toEqual({
      firstName: 0,
      email: 2,
      lastName: 1,
      hourlyRate: 3,
    });
  });

  it('wins over a guess for the same header', () => {
    // An odd choice, but the company's own: the header goes to the field they chose.
    expect(mappingFromRemembered('staff', headers, { phone: 'hourly rate' })).toEqual({
      phone: 3,
      lastName: 1,
    });
  });

  it('ignores fields of other kinds and uses a header once', () => {
    const remembered = { jobName: 'worker', firstName: 'contact', lastName: 'contact' };
    expect(mappingFromRemembered('staff', headers, remembered)).toEqual({
      firstName: 2,
      lastName: 1,
      hourlyRate: 3,
    });
  });

  it('round-trips through what is remembered', () => {
    const file = ['E-Mail', 'Fecha de trabajo', 'Hrs', 'Obra', 'Oficio', 'Comentarios'];
    const mapping = guessMapping('hours', file);
    // What the company's last import keeps: each field's header, normalized.
    const remembered = Object.fromEntries(
      Object.entries(mapping).map(([field, column]) => [field, normalizeHeader(file[column!]!)]),
    );
    expect(remembered).toEqual({
      email: 'e mail',
      entryDate: 'fecha de trabajo',
      hours: 'hrs',
      jobName: 'obra',
      workTypeName: 'oficio',
      notes: 'comentarios',
    });
    // Columns moved, and a "Notes" column a guess would have taken: the remembered one wins.
    const moved = ['Comentarios', ...file.slice(1, 5), 'Notes', 'E-mail'];
    expect(mappingFromRemembered('hours', moved, remembered)).toEqual({
      email: 6,
      entryDate: 1,
      hours: 2,
      jobName: 3,
      workTypeName: 4,
      notes: 0,
    });
  });
});

describe('parseImportBoolean', () => {
  it.each(['yes', 'YES', 'y', 'true', 'TRUE', '1', 'Active', 'sí', 'Si', 'activo', 'VERDADERO'])(
    '%j is true',
    (text) => {
      expect(parseImportBoolean(text)).toBe(true);
    },
  );

  it.each(['no', 'N', 'false', 'FALSE', '0', 'inactive', 'Inactivo', 'falso', ' no '])(
    '%j is false',
    (text) => {
      expect(parseImportBoolean(text)).toBe(false);
    },
  );

  it.each(['', '   ', 'maybe', '2', 'yess', '1.0', 'nope'])(
    '%j is not given or not a yes/no',
    (text) => {
      expect(parseImportBoolean(text)).toBeUndefined();
    },
  );
});

describe('parseImportDate', () => {
  it.each([
    ['2026-01-05', '2026-01-05'],
    ['2026-1-5', '2026-01-05'],
    ['2026/01/05', '2026-01-05'],
    ['1/5/2026', '2026-01-05'],
    ['01/05/2026', '2026-01-05'],
    ['12/31/2026', '2026-12-31'],
    ['1/5/26', '2026-01-05'],
    [' 2/29/2028 ', '2028-02-29'],
  ])('%j is %j', (text, expected) => {
    expect(parseImportDate(text)).toBe(expected);
  });

  it.each([
    '',
    '2/29/2026', // not a leap year
    '13/1/2026', // day first: not the US order
    '31/12/2026',
    '2026-13-01',
    '2026-02-30',
    '2026/01-05',
    '1-5-2026',
    '20260105',
    '5 Jan 2026',
    '1/5/226',
  ])('%j is not a date', (text) => {
    expect(parseImportDate(text)).toBeUndefined();
  });
});

describe('parseImportNumber', () => {
  it.each([
    ['25', '25'],
    ['25.50', '25.50'],
    ['$1,234.50', '1234.50'],
    ['$ 1,234.50', '1234.50'],
    ['1,234,567', '1234567'],
    [' 7.25 ', '7.25'],
    ['-12.5', '-12.5'],
    ['-$5.00', '-5.00'],
    ['$-5.00', '-5.00'],
    ['+3', '3'],
    ['.5', '0.5'],
    ['8.', '8'],
    ['5.25%', '5.25'],
    ['25,50', '25.50'],
    ['25,5', '25.5'],
    ['1.234,50', '1234.50'],
    ['1\u00a0234.50', '1234.50'],
    ['0', '0'],
  ])('%j is %j', (text, expected) => {
    expect(parseImportNumber(text)).toBe(expected);
  });

  it.each([
    '',
    '  ',
    '$',
    '-',
    '1e3',
    '0x1F',
    'Infinity',
    '12 hrs',
    '1,2345',
    '12,34,567',
    '0,125',
    '1.2.3',
    '--5',
    '-$-5',
    '5$',
    '5%%',
    'abc',
  ])('%j is not a number', (text) => {
    expect(parseImportNumber(text)).toBeUndefined();
  });
});

describe('parseImportRole', () => {
  it.each([
    ['standard_user', 'standard_user'],
    ['company_manager', 'company_manager'],
    ['company_admin', 'company_admin'],
    ['Employee', 'standard_user'],
    ['worker', 'standard_user'],
    ['User', 'standard_user'],
    ['Empleado', 'standard_user'],
    ['Trabajador', 'standard_user'],
    ['Usuario', 'standard_user'],
    ['Manager', 'company_manager'],
    ['Company Manager', 'company_manager'],
    ['project_manager', 'company_manager'],
    ['Gerente', 'company_manager'],
    ['Gerente de la empresa', 'company_manager'],
    ['Admin', 'company_admin'],
    ['Administrator', 'company_admin'],
    ['Company Admin', 'company_admin'],
    ['Administrador', 'company_admin'],
    ['Administrador de la empresa', 'company_admin'],
  ])('%j is %j', (text, expected) => {
    expect(parseImportRole(text)).toBe(expected);
  });

  it.each(['', 'global_admin', 'Global Admin', 'Supervisor', 'Foreman', 'owner', 'boss'])(
    '%j is not a role a list can give',
    (text) => {
      expect(parseImportRole(text)).toBeUndefined();
    },
  );
});
