import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/app/errors/use-error-message';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { refusalMessage } from './import-rules';

/**
 * A field's name in the interface language (`hourlyRate` → "Hourly rate"); a field the screen
 * has no name for (a newer server's) shows as the API names it.
 */
export function useFieldLabel(): (field: string) => string {
  const { t } = useTranslation('imports');
  return useCallback(
    (field: string) => t(`field.${field}` as 'field.email', { defaultValue: field }),
    [t],
  );
}

/**
 * The text of a failed call: the server's own message for a refusal (in the interface
 * language), else the app's generic text for the kind of failure.
 */
export function useImportErrorText(): (error: unknown) => string {
  const tm = useTranslateMessage();
  const generic = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      const refusal = refusalMessage(error);
      return refusal === null ? generic(error) : tm(refusal);
    },
    [tm, generic],
  );
}
