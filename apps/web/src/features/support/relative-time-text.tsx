import type { ReactNode } from 'react';
import { useFormat } from '@/app/i18n/format';
import { FULL_DATE_TIME, formatRelativeTime, toDate } from './relative-time';

/**
 * A moment as '5 minutes ago' in the interface language, inside a `<time>` whose title gives
 * the full date and time. `children` may put the relative text into a sentence ('Started …').
 */
export function RelativeTime(props: {
  value: string | null | undefined;
  fallback?: string;
  children?: (relative: string) => ReactNode;
}) {
  const format = useFormat();
  const date = toDate(props.value);
  if (!date) return <>{props.fallback ?? '—'}</>;
  const relative = formatRelativeTime(date, { locale: format.locale });
  return (
    <time dateTime={date.toISOString()} title={format.dateTime(date, FULL_DATE_TIME)}>
      {props.children ? props.children(relative) : relative}
    </time>
  );
}
