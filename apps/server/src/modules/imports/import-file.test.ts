import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '@sitehours/contract';
import { IMPORT_MAX_COLUMNS, ImportFileRejected, readImportFile } from './import-file';

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/imports');
const fixture = (name: string) => readImportFile(fs.readFileSync(path.join(FIXTURES, name)));

const csv = (text: string) => readImportFile(Buffer.from(text, 'utf8'));

async function rejection(read: Promise<unknown>): Promise<string> {
  const error: unknown = await read.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportFileRejected);
  return (error as ImportFileRejected).reason;
}

/** A workbook of one sheet, its cells given row by row (or set one by one in `fill`). */
async function xlsx(
  rows: readonly ExcelJS.CellValue[][],
  fill?: (sheet: ExcelJS.Worksheet, book: ExcelJS.Workbook) => void,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  fill?.(sheet, book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A ZIP written by hand, so that a test can make one lie about its parts. */
function zip(parts: { name: string; data: Buffer; declaredSize?: number; flags?: number }[]) {
  const locals: Buffer[] = [];
  const entries: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const packed = deflateRawSync(part.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.flags ?? 0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(part.data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(part.declaredSize ?? part.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(part.flags ?? 0, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(part.data), 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(part.declaredSize ?? part.data.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    entries.push(entry, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(entries);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a ZIP, to put them together again differently. */
function unzip(bytes: Buffer): { name: string; data: Buffer }[] {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const parts: { name: string; data: Buffer }[] = [];
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < bytes.readUInt16LE(end + 10); i += 1) {
    const nameLength = bytes.readUInt16LE(at + 28);
    const local = bytes.readUInt32LE(at + 42);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const packed = bytes.subarray(start, start + bytes.readUInt32LE(at + 20));
    parts.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      data: bytes.readUInt16LE(at + 10) === 8 ? inflateRawSync(packed) : Buffer.from(packed),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return parts;
}

describe('the sample files', () => {
  const staff = [
    'First Name',
    'Last Name',
    'Email',
    'Phone',
    'Hourly Rate',
    'Role',
    'Active',
  ] as const;

  it('reads a UTF-8 CSV with a byte order mark, a wrapped header and an empty row', async () => {
    expect(await fixture('staff-utf8-bom.csv')).toEqual({
      headers: staff,
      rows: [
        ['Zoë', 'Müller', 'zoe.muller@example.test', '555-0101', '28.50', 'Employee', 'Yes'],
        ['José', 'Peña', 'jose.pena@example.test', '', '$42.00', 'Manager', 'yes'],
        ['Ann, Jr.', 'Lee', 'ann.lee@example.test', '555-0103', '25', 'Admin', 'No'],
        ['Luis', 'Ortega', 'luis.ortega@example.test', '555-0104', '31.25', '', ''],
      ],
    });
  });

  it('reads a Windows-1252 CSV, curly apostrophe included', async () => {
    const table = await fixture('staff-windows-1252.csv');
    expect(table.headers).toEqual(staff);
    expect(table.rows.map((r) => `${r[0]} ${r[1]}`)).toEqual([
      'José Peña',
      'Zoë Ibáñez',
      'Seán O’Brien',
    ]);
  });

  it('reads a semicolon-separated CSV with decimal commas', async () => {
    expect(await fixture('staff-semicolon.csv')).toEqual({
      headers: [
        'Nombre',
        'Apellido',
        'Correo electrónico',
        'Teléfono',
        'Tarifa por hora',
        'Rol',
        'Activo',
      ],
      rows: [
        ['María', 'Gómez', 'maria.gomez@example.test', '555-0301', '25,50', 'Empleado', 'Sí'],
        ['Ángel', 'Núñez', 'angel.nunez@example.test', '555-0302', '32,00', 'Gerente', 'No'],
      ],
    });
  });

  it('reads the saved results of formulas, never the formulas, and dates as yyyy-MM-dd', async () => {
    expect(await fixture('staff-formulas.xlsx')).toEqual({
      headers: ['First Name', 'Last Name', 'Email', 'Hourly Rate', 'Hire Date', 'Active'],
      rows: [
        ['ANN', 'Lee', 'ann.lee@example.test', '25.5', '2026-01-05', 'true'],
        ['Zoë', 'Peña', 'zoe.pena@example.test', '27.75', '2025-11-17', 'false'],
      ],
    });
  });

  it('reads WC codes typed as text or as numbers, and a percentage as shown', async () => {
    expect(await fixture('work-types.xlsx')).toEqual({
      headers: ['Work Type', 'WC Code', 'Min Rate', 'Max Rate', 'Comp Rate'],
      rows: [
        ['Carpentry', '5403', '18', '45.5', '8.76'],
        ['Concrete', '5213', '20', '40', '6.1'],
        ['Electrical', '5190', '25', '60', '5.25%'],
      ],
    });
  });
});

describe('text files', () => {
  it.each([
    [
      'UTF-16LE',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name,Rate\r\nZoë,25\r\n', 'utf16le')]),
    ],
    [
      'UTF-16BE',
      Buffer.concat([
        Buffer.from([0xfe, 0xff]),
        Buffer.from('Name,Rate\r\nZoë,25\r\n', 'utf16le').swap16(),
      ]),
    ],
  ])('reads %s with its byte order mark', async (_, bytes) => {
    expect(await readImportFile(bytes)).toEqual({
      headers: ['Name', 'Rate'],
      rows: [['Zoë', '25']],
    });
  });

  it('reads tab-separated text, as spreadsheets copy it', async () => {
    expect(await csv('Name\tRate\tNotes\nAnn\t25\tfirst, second\n')).toEqual({
      headers: ['Name', 'Rate', 'Notes'],
      rows: [['Ann', '25', 'first, second']],
    });
  });

  it('follows the separator Excel names on the first line', async () => {
    expect(await csv('sep=;\r\nName;Rate\r\nAnn;25,5\r\n')).toEqual({
      headers: ['Name', 'Rate'],
      rows: [['Ann', '25,5']],
    });
  });

  it('keeps line breaks, separators and quotes inside quoted cells', async () => {
    expect(await csv('Name,Notes\r\nAnn,"Line one\r\nline two, with ""quotes"""\r\n')).toEqual({
      headers: ['Name', 'Notes'],
      rows: [['Ann', 'Line one\r\nline two, with "quotes"']],
    });
  });

  it('refuses a quote that never closes', async () => {
    expect(await rejection(csv('Name,Notes\nAnn,"open\nBen,x\n'))).toBe('unreadable');
  });
});

describe('workbooks', () => {
  it('reads every kind of cell as the spreadsheet shows it', async () => {
    const bytes = await xlsx(
      [
        ['Text', 'Number', 'Link', 'Rich', 'Error', 'No result', 'Date and time'],
        [
          '  padded  ',
          0.1 + 0.2,
          { text: 'Site plan', hyperlink: 'https://example.test/plan' },
          { richText: [{ text: 'Jo' }, { text: 'sé', font: { bold: true } }] },
          { formula: '1/0', result: { error: '#DIV/0!' } },
          { formula: 'A2&"x"' },
          new Date(Date.UTC(2026, 2, 8, 13, 30)),
        ],
        [1e-7, 1.5e22, -12.5, 25.499999999999996, 0, -0.000001, 1234567.891],
      ],
      (sheet) => {
        sheet.getCell('G2').numFmt = 'm/d/yyyy h:mm';
      },
    );
    expect(await readImportFile(bytes)).toEqual({
      headers: ['Text', 'Number', 'Link', 'Rich', 'Error', 'No result', 'Date and time'],
      rows: [
        ['padded', '0.3', 'Site plan', 'José', '#DIV/0!', '=A2&"x"', '2026-03-08'],
        ['0.0000001', '15000000000000000000000', '-12.5', '25.5', '0', '-0.000001', '1234567.891'],
      ],
    });
  });

  it('reads shared formulas by their saved results, or their own text without one', async () => {
    const bytes = await xlsx([['Rate', 'Double']], (sheet) => {
      [10, 12.5, 4].forEach((rate, i) => (sheet.getCell(`A${i + 2}`).value = rate));
      // A shared formula's master: exceljs documents `shareType` and `ref` but does not type them.
      sheet.getCell('B2').value = {
        formula: 'A2*2',
        result: 20,
        shareType: 'shared',
        ref: 'B2:B4',
      } as ExcelJS.CellFormulaValue;
      sheet.getCell('B3').value = { sharedFormula: 'B2', result: 25 };
      sheet.getCell('B4').value = { sharedFormula: 'B2' };
    });
    expect((await readImportFile(bytes)).rows).toEqual([
      ['10', '20'],
      ['12.5', '25'],
      ['4', '=A4*2'],
    ]);
  });

  it('reads the first visible sheet with any text', async () => {
    const bytes = await xlsx([], (_, book) => {
      book.removeWorksheet(book.worksheets[0]!.id);
      book.addWorksheet('Lookups', { state: 'hidden' }).addRows([['Code'], ['5403']]);
      book.addWorksheet('Empty');
      book.addWorksheet('Staff').addRows([['Name'], ['Ann']]);
    });
    expect(await readImportFile(bytes)).toEqual({ headers: ['Name'], rows: [['Ann']] });
  });

  it('finds an empty workbook empty', async () => {
    expect(await rejection(readImportFile(await xlsx([])))).toBe('empty');
  });

  it('refuses a sheet wider than the mapping can show', async () => {
    const row = Array.from({ length: IMPORT_MAX_COLUMNS + 1 }, (_, i) => `C${i}`);
    expect(await rejection(readImportFile(await xlsx([row, row])))).toBe('unreadable');
  });

  it('refuses a sheet with more rows than allowed', async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 2 }, (_, i) => [
      i === 0 ? 'Name' : `N${i}`,
    ]);
    expect(await rejection(readImportFile(await xlsx(rows)))).toBe('too_many_rows');
  });
});

describe('every file', () => {
  it('starts at the first row with text, drops empty rows and pads short ones', async () => {
    expect(await csv('\n,,\nName,Rate,Role\n\nAnn,25\n , \nBen,30,Admin,\n')).toEqual({
      headers: ['Name', 'Rate', 'Role'],
      rows: [
        ['Ann', '25', ''],
        ['Ben', '30', 'Admin'],
      ],
    });
  });

  it('names blank headers and tells equal ones apart, keeping data with no header', async () => {
    expect(await csv('Name,,name,Name,Column 2\nAnn,x,y,z,w,extra\n')).toEqual({
      headers: ['Name', 'Column 2', 'name 2', 'Name 3', 'Column 2 2', 'Column 6'],
      rows: [['Ann', 'x', 'y', 'z', 'w', 'extra']],
    });
  });

  it('takes off the apostrophe an export puts before formula characters, and no other', async () => {
    const cells = ['\'=HYPERLINK("x")', "'+1 555 0100", "'-cmd", "'@SUM(A1)", "'tis", "''=x"];
    const table = await csv(`A,B,C,D,E,F\n${cells.join(',')}\n`);
    expect(table.rows).toEqual([
      ['=HYPERLINK("x")', '+1 555 0100', '-cmd', '@SUM(A1)', "'tis", "''=x"],
    ]);
  });

  it('keeps a formula typed as text as text', async () => {
    const table = await csv('Name,Notes\n=1+1,"=HYPERLINK(""http://evil.test"")"\n');
    expect(table.rows).toEqual([['=1+1', '=HYPERLINK("http://evil.test")']]);
  });

  it('reads as many rows as allowed, and refuses one more', async () => {
    const lines = (n: number) =>
      ['Name', ...Array.from({ length: n }, (_, i) => `N${i}`)].join('\n');
    expect((await csv(lines(IMPORT_MAX_ROWS))).rows).toHaveLength(IMPORT_MAX_ROWS);
    expect(await rejection(csv(lines(IMPORT_MAX_ROWS + 1)))).toBe('too_many_rows');
    // Blank lines do not count.
    expect((await csv(`${lines(3)}${'\n'.repeat(IMPORT_MAX_ROWS * 2)}`)).rows).toHaveLength(3);
  });

  it('refuses a CSV wider than the mapping can show', async () => {
    const row = Array.from({ length: IMPORT_MAX_COLUMNS + 1 }, (_, i) => `C${i}`).join(',');
    expect(await rejection(csv(`${row}\n${row}\n`))).toBe('unreadable');
  });

  it.each([
    ['no bytes at all', ''],
    ['blank lines', '\r\n  \r\n,,,\r\n'],
    ['a header and no rows', 'Name,Email\r\n'],
  ])('finds %s empty', async (_, text) => {
    expect(await rejection(csv(text))).toBe('empty');
  });
});

describe('files that are not lists', () => {
  /** Bytes that look random but are the same on every run. */
  function noise(length: number, seed: number): Buffer {
    const bytes = Buffer.alloc(length);
    let state = seed;
    for (let i = 0; i < length; i += 1) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      bytes[i] = state >> 16;
    }
    return bytes;
  }

  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR'),
    noise(200, 7),
  ]);
  const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), noise(2000, 3)]);

  it.each([
    ['a PNG image', png],
    ['an old binary .xls', xls],
    ['a PDF', pdf],
    ['random bytes', noise(4096, 42)],
    ['random bytes without a NUL', Buffer.from(noise(4096, 1).map((b) => b || 1))],
  ])('refuses %s as unreadable', async (_, bytes) => {
    expect(await rejection(readImportFile(bytes))).toBe('unreadable');
  });

  it('refuses a ZIP that is not a workbook', async () => {
    const archive = zip([{ name: 'staff.csv', data: Buffer.from('Name\nAnn\n') }]);
    expect(await rejection(readImportFile(archive))).toBe('unreadable');
  });

  it('refuses a workbook cut short', async () => {
    const bytes = await xlsx([['Name'], ['Ann']]);
    expect(await rejection(readImportFile(bytes.subarray(0, bytes.length / 2)))).toBe('unreadable');
  });

  it('refuses a workbook whose parts unzip to more than it may hold', async () => {
    const parts = unzip(await xlsx([['Name'], ['Ann']]));
    /** The same workbook, its sheet followed by that many spaces (about 1 KB zipped per MB). */
    const padded = (spaces: number, declaredSize?: number) =>
      zip(
        parts.map((part) =>
          part.name === 'xl/worksheets/sheet1.xml'
            ? {
                ...part,
                data: Buffer.concat([part.data, Buffer.alloc(spaces, 0x20)]),
                declaredSize,
              }
            : part,
        ),
      );
    expect(await readImportFile(padded(1024))).toEqual({ headers: ['Name'], rows: [['Ann']] });
    expect(await rejection(readImportFile(padded(40 * 1024 * 1024)))).toBe('unreadable');
    // A part claiming to be small: unzipping it stops at what it claims.
    expect(await rejection(readImportFile(padded(40 * 1024 * 1024, 1000)))).toBe('unreadable');
  });

  it('refuses an encrypted workbook part', async () => {
    const archive = zip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>'), flags: 1 },
    ]);
    expect(await rejection(readImportFile(archive))).toBe('unreadable');
  });
});
