import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { EXPORT_MESSAGES } from '@sitehours/contract/messages';
import { useFormat } from '@/app/i18n/format';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useExports } from './api/exports';
import { latestOverlap } from './exports-rules';
import type { DateRange } from './report-dates';

/**
 * Before a payroll file is exported: the range's dates were already exported (payroll systems
 * take a second file as more pay). A warning only; the export stays possible, for a correction.
 */
export function ExportsOverlapWarning(props: { companyId: string; range: DateRange }) {
  const tm = useTranslateMessage();
  const { dateTime } = useFormat();
  const exports = useExports(props.companyId);
  const earlier = latestOverlap(exports.data ?? [], props.range);
  if (!earlier) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="export-overlap-warning"
    >
      <Text size="sm">
        {tm({
          code: EXPORT_MESSAGES.alreadyExported,
          params: { date: dateTime(earlier.createdAt), name: earlier.createdByName },
        })}
      </Text>
    </Alert>
  );
}
