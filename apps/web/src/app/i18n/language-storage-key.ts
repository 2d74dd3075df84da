/** Where this device remembers the interface language (read before sign-in, and at start-up). */
export const LANGUAGE_STORAGE_KEY = 'language';
