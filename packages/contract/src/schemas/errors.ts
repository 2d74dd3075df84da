import { z } from 'zod';
import { MESSAGE_CATALOGUE, type MessageCode, type MessageParams } from '../messages/catalogue';

const messageCode = z.enum(Object.keys(MESSAGE_CATALOGUE) as [MessageCode, ...MessageCode[]]);
const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Every error response: `{ error, message, code }`; `error` is the class of failure
 * (`validation_error`, `not_found`…), `code` names the message in the catalogue, whose English
 * text is `message`, and `params` fills its {{placeholders}}. Validation errors add the fields at
 * fault, each with its own message and code.
 */
export const errorResponse = z.object({
  error: z.string(),
  message: z.string(),
  code: messageCode,
  params: messageParams.optional(),
  errors: z
    .array(
      z.object({
        path: z.string(),
        msg: z.string(),
        code: messageCode,
        params: messageParams.optional(),
      }),
    )
    .optional(),
  expired: z.boolean().optional(),
  /** A failed sign-in: attempts left for this address from this client before it locks. */
  remainingAttempts: z.number().int().min(0).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
/** A field at fault: its path, the English text of its message, and the message's code. */
export type FieldError = { path: string; msg: string; code: MessageCode; params?: MessageParams };
