import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDataAsOf } from '@/app/data-freshness';

/**
 * "Data as of 9:42:05 AM" under a report the server read from a replica (a few seconds behind
 * the latest saves at most, by its bound); nothing when the answer was current.
 */
export function DataAsOf(props: { path: string }) {
  const asOf = useDataAsOf(props.path);
  const { t, i18n } = useTranslation('common');
  if (!asOf) return null;
  const time = new Date(asOf).toLocaleTimeString(i18n.language, {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
  return (
    <Text size="xs" c="dimmed" data-testid="data-as-of">
      {t('dataAsOf', { time })}
    </Text>
  );
}
