import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spinner shown while the session (or a whole screen) loads. */
export function FullPageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Loader />
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </Center>
  );
}
