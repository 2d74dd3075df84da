/** Reads a chosen file as a data URL for the logo preview; rejects when the browser cannot. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('Unexpected file contents'));
    reader.onerror = () => reject(reader.error ?? new Error('File read failed'));
    reader.onabort = () => reject(new Error('File read aborted'));
    reader.readAsDataURL(file);
  });
}
