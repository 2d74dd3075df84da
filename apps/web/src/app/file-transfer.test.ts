import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './file-transfer';

describe('the name a server file is saved under', () => {
  it('reads the file name of a content-disposition header', () => {
    expect(fileNameFromDisposition('attachment; filename="payroll_2026.csv"')).toBe(
      'payroll_2026.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=gusto.csv')).toBe('gusto.csv');
    expect(
      fileNameFromDisposition(`attachment; filename="a.iif"; filename*=UTF-8''Caf%C3%A9.iif`),
    ).toBe('Café.iif');
    expect(fileNameFromDisposition('attachment; filename="../../etc/x.csv"')).toBe('x.csv');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
