/** Longest name of a kiosk ("Gate 3 tablet, Lakeshore Medical"). */
export const KIOSK_NAME_MAX = 100;
/** A photo taken at a kiosk punch, at most this many bytes once decoded. */
export const KIOSK_PHOTO_MAX_BYTES = 300 * 1024;
