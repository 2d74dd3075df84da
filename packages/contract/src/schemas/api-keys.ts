import { z } from 'zod';
import { API_KEY_MESSAGES } from '../messages/api-keys';
import { API_KEY_NAME_MAX, API_KEY_SCOPES } from '../rules/api-keys';

export const apiKeyScope = z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.scopeInvalid });

/** A new key: its name, what it may do and when it stops working (within a year). */
export const apiKeyRequest = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_NAME_MAX),
  scopes: z
    .array(apiKeyScope, { error: API_KEY_MESSAGES.scopesRequired })
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .max(API_KEY_SCOPES.length),
  expiresAt: z.iso.datetime({ offset: true, error: API_KEY_MESSAGES.expiryInvalid }),
});
export type ApiKeyRequest = z.input<typeof apiKeyRequest>;

export const apiKeyParams = z.object({ id: z.uuid(API_KEY_MESSAGES.idInvalid) });

/** A key as the company's list shows it: never its secret. */
export const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The credential's first characters, to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(apiKeyScope),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string(),
  revokedAt: z.string().nullable(),
  revokedByName: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

/** A key just created, with its credential: answered this once, stored only as a hash. */
export const createdApiKey = apiKey.extend({ token: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;
