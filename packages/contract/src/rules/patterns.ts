/** Plain validation constants, free of zod so that screens can use them without the schemas. */

/** "Non-space text, an at sign, a domain, a dot, a suffix" (platform spec §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;
