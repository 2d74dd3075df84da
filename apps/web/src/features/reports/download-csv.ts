/** Saves text as a CSV file through a Blob and a temporary object URL (company spec §2.6). */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/** Saves a Blob (e.g. a file the server wrote) under the given name. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; let go of it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
