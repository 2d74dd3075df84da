import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCopy, IconPlus, IconSignature, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CrewDay } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import {
  entrySummary,
  hoursText,
  isBlankLine,
  maySign,
  savedHours,
  signatureBadge,
  type DraftLine,
  type LineErrors,
  type LineField,
  type SignatureBadge,
  type TimeCapture,
} from './crew-day-rules';

type CrewDayRow = CrewDay['rows'][number];

const BADGE_COLOR: Record<SignatureBadge, string> = {
  none: 'gray',
  awaiting: 'yellow',
  signed: 'green',
  disputed: 'red',
};

/** A worker's signature state, as a badge (Awaiting signature, Signed, Disputed). */
export function SignatureStateBadge(props: { badge: SignatureBadge }) {
  const { t } = useTranslation('crew-day');
  if (props.badge === 'none') return null;
  return (
    <Badge color={BADGE_COLOR[props.badge]} variant="light" size="lg" radius="sm">
      {t(`badge.${props.badge}`)}
    </Badge>
  );
}

/**
 * One worker of the crew day, as a card: their saved entries (read only, with the signature
 * state), the lines typed for them, and the row's actions (add a line, copy to all, sign).
 */
export function CrewDayRowCard(props: {
  row: CrewDayRow;
  lines: readonly DraftLine[];
  errors: Readonly<Record<string, LineErrors>>;
  timeCapture: TimeCapture;
  timeZone: string;
  workTypes: readonly { workTypeId: string; workTypeName: string }[];
  disabled: boolean;
  onChange: (clientId: string, patch: Partial<DraftLine>) => void;
  onAdd: () => void;
  onRemove: (clientId: string) => void;
  onCopyToAll: () => void;
  onSign: () => void;
}) {
  const { t } = useTranslation('crew-day');
  const tm = useTranslateMessage();
  const { row, timeCapture } = props;
  const hasEntries = row.entries.length > 0;
  const badge = signatureBadge(row.signature, hasEntries);
  const titleId = `crew-row-${row.userId}`;
  const typed = props.lines.some((l) => !isBlankLine(l));
  const errorOf = (line: DraftLine, field: LineField) => {
    const msg = props.errors[line.clientId]?.[field];
    return msg ? tm(msg) : undefined;
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text fw={600} id={titleId}>
              {row.name}
            </Text>
            {row.isLead ? (
              <Badge variant="outline" size="sm">
                {t('row.lead')}
              </Badge>
            ) : null}
          </Group>
          <SignatureStateBadge badge={badge} />
        </Group>
        {row.signature?.state === 'disputed' && !row.signature.voided && row.signature.reason ? (
          <Text size="sm" c="red.8">
            {t('row.disputeReason', { reason: row.signature.reason })}
          </Text>
        ) : null}
        {hasEntries ? (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('row.saved', { hours: hoursText(savedHours(row.entries)) })}
            </Text>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {row.entries.map((entry) => (
                <li key={entry.id}>
                  <Text size="sm">{entrySummary(entry, props.timeZone)}</Text>
                </li>
              ))}
            </ul>
          </Stack>
        ) : null}
        {props.lines.map((line, index) => (
          <Group key={line.clientId} gap="xs" align="flex-start" wrap="wrap">
            <NativeSelect
              style={{ flex: '1 1 170px' }}
              size="md"
              label={t('line.workType')}
              aria-label={t('line.workTypeOf', { name: row.name, number: index + 1 })}
              value={line.workTypeId}
              disabled={props.disabled}
              error={errorOf(line, 'workTypeId')}
              onChange={(e) => props.onChange(line.clientId, { workTypeId: e.currentTarget.value })}
              data={[
                { value: '', label: t('line.chooseWorkType') },
                ...props.workTypes.map((w) => ({ value: w.workTypeId, label: w.workTypeName })),
              ]}
            />
            {timeCapture === 'times' ? (
              <>
                <TextInput
                  type="time"
                  size="md"
                  w={118}
                  label={t('line.start')}
                  aria-label={t('line.startOf', { name: row.name, number: index + 1 })}
                  value={line.startTime}
                  disabled={props.disabled}
                  error={errorOf(line, 'startTime')}
                  onChange={(e) =>
                    props.onChange(line.clientId, { startTime: e.currentTarget.value })
                  }
                />
                <TextInput
                  type="time"
                  size="md"
                  w={118}
                  label={t('line.end')}
                  aria-label={t('line.endOf', { name: row.name, number: index + 1 })}
                  value={line.endTime}
                  disabled={props.disabled}
                  error={errorOf(line, 'endTime')}
                  onChange={(e) =>
                    props.onChange(line.clientId, { endTime: e.currentTarget.value })
                  }
                />
              </>
            ) : (
              <TextInput
                size="md"
                w={96}
                inputMode="decimal"
                autoComplete="off"
                label={t('line.hours')}
                aria-label={t('line.hoursOf', { name: row.name, number: index + 1 })}
                value={line.hours}
                disabled={props.disabled}
                error={errorOf(line, 'hours')}
                onChange={(e) => props.onChange(line.clientId, { hours: e.currentTarget.value })}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              size={44}
              mt={26}
              aria-label={t('line.remove', { name: row.name, number: index + 1 })}
              disabled={props.disabled}
              onClick={() => props.onRemove(line.clientId)}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            size="md"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={props.disabled}
            onClick={props.onAdd}
            aria-label={t('row.addLineFor', { name: row.name })}
          >
            {t('row.addLine')}
          </Button>
          {typed ? (
            <Button
              variant="default"
              size="md"
              leftSection={<IconCopy size={16} aria-hidden />}
              disabled={props.disabled}
              onClick={props.onCopyToAll}
              aria-label={t('row.copyToAllFrom', { name: row.name })}
            >
              {t('row.copyToAll')}
            </Button>
          ) : null}
          {maySign(row.signature, hasEntries) ? (
            <Button
              size="md"
              leftSection={<IconSignature size={16} aria-hidden />}
              onClick={props.onSign}
              aria-label={t('row.signFor', { name: row.name })}
            >
              {t('row.sign')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
