import { Button, Checkbox, Group, Input, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATALOG_MESSAGES } from '@sitehours/contract/messages';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import type { WorkTypeOption } from './job-rules';

/**
 * 'Associated Work Types' of the job form (company spec §2.1): the active work types as
 * checkboxes with Select All / Deselect All and a count.
 */
export function WorkTypeChecklist(props: {
  idPrefix: string;
  workTypes: readonly WorkTypeOption[] | undefined;
  loading: boolean;
  loadError: string | null;
  onRetry: () => void;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('jobs');
  const tm = useTranslateMessage();
  const { workTypes, selected } = props;
  const labelId = `${props.idPrefix}-work-types-label`;
  const errorId = `${props.idPrefix}-work-types-error`;
  const count = workTypes?.length ?? 0;

  const toggle = (id: string, checked: boolean) =>
    props.onChange(checked ? [...selected, id] : selected.filter((s) => s !== id));

  let body;
  if (props.loading) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {tm(CATALOG_MESSAGES.loadingWorkTypes)}
        </Text>
      </Group>
    );
  } else if (props.loadError) {
    body = <ErrorAlert onRetry={props.onRetry}>{props.loadError}</ErrorAlert>;
  } else if (count === 0) {
    body = (
      <Text size="sm" c="dimmed" role="status">
        {tm(CATALOG_MESSAGES.noWorkTypesAvailable)}
      </Text>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
        {workTypes?.map((wt) => (
          <Checkbox
            key={wt.workTypeId}
            label={wt.workTypeName}
            description={wt.activeCodeCount === 0 ? t('checklist.noActiveCodes') : undefined}
            checked={selected.includes(wt.workTypeId)}
            disabled={props.disabled}
            onChange={(event) => toggle(wt.workTypeId, event.currentTarget.checked)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack
      gap="xs"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={props.error ? errorId : undefined}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={6} wrap="wrap">
          <Text fw={500} size="sm" id={labelId}>
            {t('checklist.label')}
          </Text>
          {!props.loading && !props.loadError ? (
            <Text size="xs" c="dimmed">
              {t('checklist.available', { count })}
            </Text>
          ) : null}
        </Group>
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={props.disabled || count === 0}
            onClick={() => props.onChange(workTypes?.map((w) => w.workTypeId) ?? [])}
          >
            {t('checklist.selectAll')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={props.disabled || count === 0}
            onClick={() => props.onChange([])}
          >
            {t('checklist.deselectAll')}
          </Button>
        </Group>
      </Group>
      {body}
      {props.error ? <Input.Error id={errorId}>{props.error}</Input.Error> : null}
    </Stack>
  );
}
