import { KIOSK_PHOTO_MAX_BYTES } from '@sitehours/contract/rules';

/** The longest side of a photo sent from the kiosk: enough to recognise a face. */
const SIDE = 640;

/**
 * A photo taken at the kiosk as a JPEG data URL, made smaller on the tablet (a camera's picture
 * is megabytes): at most {@link SIDE} pixels a side, its quality lowered until it fits the limit.
 */
export async function photoDataUrl(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.8, 0.6, 0.4]) {
    const url = canvas.toDataURL('image/jpeg', quality);
    // Base64 holds 3 bytes in 4 characters.
    if (((url.length - url.indexOf(',') - 1) * 3) / 4 <= KIOSK_PHOTO_MAX_BYTES) return url;
  }
  throw new Error('photo too large');
}
