import { z } from 'zod';

/** Every error response: `{ error, message }`; validation errors add the fields at fault. */
export const errorResponse = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), msg: z.string() })).optional(),
  expired: z.boolean().optional(),
  /** A failed sign-in: attempts left for this address from this client before it locks. */
  remainingAttempts: z.number().int().min(0).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
export type FieldError = { path: string; msg: string };
