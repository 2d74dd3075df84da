/** Where this device remembers the interface language (read before sign-in, and at start-up). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * A language picked on the sign-in screens (not the browser's default): it wins over the profile
 * at the next sign-in and is then saved on the profile.
 */
export const LANGUAGE_CHOICE_STORAGE_KEY = 'language.chosenBeforeSignIn';
