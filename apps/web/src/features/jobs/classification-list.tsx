import { useId, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WageClassification } from '@sitehours/contract/schemas';
import { localToday } from '@/app/calendar-days';
import { useFormat } from '@/app/i18n/format';
import { SuccessAlert } from '@/components/feedback-alerts';
import {
  ResponsiveTable,
  type ResponsiveColumn,
} from '@/components/responsive-table/responsive-table';
import { useTimedMessage } from '@/components/use-timed-message';
import { ClassificationForm } from './classification-form';
import { rateInForce, showRate, sortClassifications, sortRates } from './public-works-rules';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; id: string };

/**
 * The classifications of the job's wage determination: each with its determination, whether it
 * is an operator's, the rate in force today (and the next one to come) and the days its rates
 * take effect. Add and edit forms open in place, one at a time.
 */
export function ClassificationList(props: {
  jobId: string;
  classifications: readonly WageClassification[];
  firstDay: string;
}) {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  const headingId = useId();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [success, setSuccess] = useTimedMessage();
  const today = localToday();
  const list = sortClassifications(props.classifications);

  const close = () => setEditing({ mode: 'closed' });
  const onSaved = (saved: WageClassification, created: boolean) => {
    close();
    setSuccess(
      t(created ? 'classification.created' : 'classification.updated', { name: saved.name }),
    );
  };
  const onEdit = (c: WageClassification) => {
    setSuccess(null);
    setEditing((e) =>
      e.mode === 'edit' && e.id === c.id ? { mode: 'closed' } : { mode: 'edit', id: c.id },
    );
  };

  const rate = (r: { baseRate: string; fringeRate: string }) =>
    t('classification.rate', { base: showRate(r.baseRate), fringe: showRate(r.fringeRate) });

  const columns: ResponsiveColumn<WageClassification>[] = [
    {
      key: 'name',
      header: t('classification.table.name'),
      kind: 'title',
      cell: (c) => (
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={500}>
            {c.name}
          </Text>
          {c.isOperator ? (
            <Badge size="sm" variant="light" color="blue" c="blue.9" tt="none">
              {t('classification.operatorBadge')}
            </Badge>
          ) : null}
          {!c.isActive ? (
            <Badge size="sm" variant="light" color="gray" c="gray.8" tt="none">
              {t('classification.inactiveBadge')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'determination',
      header: t('classification.table.determination'),
      cell: (c) => c.determination ?? '—',
    },
    {
      key: 'rate',
      header: t('classification.table.rate'),
      cell: (c) => {
        const { current, next } = rateInForce(c.rates, today);
        return (
          <Stack gap={2}>
            <Text size="sm">{current ? rate(current) : t('classification.noRateYet')}</Text>
            {next ? (
              <Text size="xs" c="dimmed">
                {t('classification.nextRate', {
                  rate: rate(next),
                  date: format.date(next.effectiveFrom),
                })}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      key: 'dates',
      header: t('classification.table.dates'),
      cell: (c) => (
        <Text size="sm">
          {sortRates(c.rates)
            .map((r) => format.date(r.effectiveFrom))
            .join(' · ')}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('classification.table.actions'),
      kind: 'actions',
      cell: (c) => {
        const open = editing.mode === 'edit' && editing.id === c.id;
        return (
          <Tooltip label={open ? t('classification.closeEdit') : t('classification.edit')}>
            <ActionIcon
              variant={open ? 'light' : 'subtle'}
              aria-label={t('classification.editLabel', { name: c.name })}
              aria-expanded={open}
              onClick={() => onEdit(c)}
            >
              {open ? <IconX size={18} aria-hidden /> : <IconPencil size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        );
      },
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={3} size="h5" id={headingId}>
          {t('classification.title')}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => {
            setSuccess(null);
            setEditing({ mode: 'add' });
          }}
          disabled={editing.mode === 'add'}
        >
          {t('classification.add')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('classification.description')}
      </Text>
      {success ? <SuccessAlert onClose={() => setSuccess(null)}>{success}</SuccessAlert> : null}
      {editing.mode === 'add' ? (
        <ClassificationForm
          jobId={props.jobId}
          classification={null}
          firstDay={props.firstDay}
          onCancel={close}
          onSaved={onSaved}
        />
      ) : null}
      {list.length === 0 ? (
        <Paper withBorder p="md" role="status">
          <Text size="sm" c="dimmed" ta="center">
            {t('classification.empty')}
          </Text>
        </Paper>
      ) : (
        <ResponsiveTable
          label={t('classification.tableLabel')}
          columns={columns}
          rows={list}
          rowKey={(c) => c.id}
          minWidth={640}
          tableProps={{ verticalSpacing: 'xs' }}
          selected={(c) => editing.mode === 'edit' && editing.id === c.id}
          expanded={(c) =>
            editing.mode === 'edit' && editing.id === c.id ? (
              <ClassificationForm
                key={c.id}
                jobId={props.jobId}
                classification={c}
                firstDay={props.firstDay}
                onCancel={close}
                onSaved={onSaved}
              />
            ) : null
          }
        />
      )}
    </Stack>
  );
}
