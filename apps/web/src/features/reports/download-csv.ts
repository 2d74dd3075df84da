import { downloadBlob } from '@/app/file-transfer';

/** Saves text as a CSV file through a Blob and a temporary object URL (company spec §2.6). */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
