import { useCallback } from 'react';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { userFacingErrorMessage } from './classify-error';

/**
 * The text to show for an error (see {@link userFacingErrorMessage}) in the interface language:
 * the generic texts of platform spec §8 and the server's own messages go through the messages
 * catalogue.
 */
export function useErrorMessage(): (error: unknown) => string {
  const tm = useTranslateMessage();
  return useCallback(
    (error: unknown) => tm(userFacingErrorMessage(error, import.meta.env.PROD)),
    [tm],
  );
}
