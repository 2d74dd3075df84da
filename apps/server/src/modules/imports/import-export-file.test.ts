import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { guessMapping, IMPORT_FIELDS, IMPORT_KINDS, type ImportKind } from '@sitehours/contract';
import { importExportCsv, importExportXlsx, type ImportExportRow } from './import-export-file';
import { readImportFile } from './import-file';

/** Lists as the export gets them, with the text that has to survive a round trip. */
const LISTS: Record<ImportKind, ImportExportRow[]> = {
  staff: [
    {
      firstName: 'José',
      lastName: 'Peña',
      email: 'jose.pena@example.test',
      phone: '+1 555 0100',
      hourlyRate: '28.50',
      role: 'standard_user',
      isActive: 'true',
    },
    {
      firstName: '=HYPERLINK("x")',
      lastName: 'Zoë O’Brien, Jr.',
      email: 'zoe@example.test',
      phone: '',
      hourlyRate: '1000',
      role: 'company_admin',
      isActive: 'false',
    },
  ],
  jobs: [
    {
      jobName: 'Lakeshore "Phase 2"',
      address: '12 Calle Ñandú',
      city: 'San José',
      state: 'CA',
      zipCode: '01234',
      isActive: 'true',
    },
    { jobName: '@Depot', address: '', city: '', state: '', zipCode: '', isActive: 'false' },
  ],
  workTypes: [
    {
      workTypeName: 'Carpintería',
      wcCode: '0042',
      minHourlyRate: '18.00',
      maxHourlyRate: '45.50',
      compRate: '8.76',
    },
  ],
  hours: [
    {
      email: 'jose.pena@example.test',
      entryDate: '2026-01-05',
      hours: '7.25',
      jobName: 'Lakeshore "Phase 2"',
      workTypeName: 'Carpintería',
      notes: 'Line one\nline two, with a comma',
    },
    {
      email: 'zoe@example.test',
      entryDate: '2026-01-06',
      hours: '8',
      jobName: '@Depot',
      workTypeName: 'Carpintería',
      notes: '-2 hours lost to rain; +1 tomorrow',
    },
  ],
};

const keysOf = (kind: ImportKind) => IMPORT_FIELDS[kind].map((field) => field.key);
const cellsOf = (kind: ImportKind, rows: readonly ImportExportRow[]) =>
  rows.map((row) => keysOf(kind).map((key) => row[key] ?? ''));

describe('the export in the import layout', () => {
  it('writes the field keys as headers and each text cell formula-safe', () => {
    const file = importExportCsv('staff', LISTS.staff);
    expect(file.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFfirstName,lastName,email,phone,hourlyRate,role,isActive',
      "José,Peña,jose.pena@example.test,'+1 555 0100,28.50,standard_user,true",
      `"'=HYPERLINK(""x"")","Zoë O’Brien, Jr.",zoe@example.test,,1000,company_admin,false`,
    ]);
  });

  it('writes no formula and no number into the workbook', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await importExportXlsx('staff', LISTS.staff)) as unknown as Parameters<
        typeof book.xlsx.load
      >[0],
    );
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('staff');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const types = new Set<ExcelJS.ValueType>();
    sheet.eachRow((row) => row.eachCell((cell) => types.add(cell.type)));
    expect([...types]).toEqual([ExcelJS.ValueType.String]);
    expect(sheet.getCell('A3').value).toBe('\'=HYPERLINK("x")');
  });

  it('writes a header and nothing else for an empty list', async () => {
    expect(importExportCsv('jobs', [])).toBe('\uFEFFjobName,address,city,state,zipCode,isActive');
    const table = readImportFile(await importExportXlsx('jobs', []));
    await expect(table).rejects.toMatchObject({ reason: 'empty' });
  });

  describe.each(IMPORT_KINDS)('%s', (kind) => {
    const expected = { headers: keysOf(kind), rows: cellsOf(kind, LISTS[kind]) };

    it('comes back exactly from the CSV', async () => {
      const table = await readImportFile(Buffer.from(importExportCsv(kind, LISTS[kind])));
      expect(table).toEqual(expected);
    });

    it('comes back exactly from the XLSX', async () => {
      expect(await readImportFile(await importExportXlsx(kind, LISTS[kind]))).toEqual(expected);
    });

    it('maps back field by field', () => {
      const mapping = guessMapping(kind, keysOf(kind));
      expect(mapping).toEqual(Object.fromEntries(keysOf(kind).map((key, i) => [key, i])));
    });
  });
});
