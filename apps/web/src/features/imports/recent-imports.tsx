import { useId, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportSummary, ImportUndoResult } from '@sitehours/contract/schemas';
import { useFormat } from '@/app/i18n/format';
import { ErrorAlert } from '@/components/feedback-alerts';
import {
  ResponsiveTable,
  type ResponsiveColumn,
} from '@/components/responsive-table/responsive-table';
import { useImports } from './api/imports';
import { undoOffered } from './import-rules';
import { useImportErrorText } from './import-texts';
import { UndoDialog, UndoResultAlerts } from './undo-dialog';

const STATUS_COLORS: Record<ImportSummary['status'], string> = {
  draft: 'gray',
  applying: 'yellow',
  applied: 'green',
  undone: 'orange',
};

/**
 * The company's recent imports: the file, what it held, when and by whom, its counts and where it
 * stands; a draft or a stopped import opens to continue, and a finished one can be undone for a
 * day.
 */
export function RecentImports(props: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('imports');
  const headingId = useId();
  const imports = useImports();
  const errorText = useImportErrorText();
  const { dateTime, number } = useFormat();
  const [undoing, setUndoing] = useState<ImportSummary | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [undone, setUndone] = useState<ImportUndoResult | null>(null);
  // Undo is offered while its day lasts, as of the list's opening.
  const [now] = useState(Date.now);

  const unfinished = (s: ImportSummary) => s.status === 'draft' || s.status === 'applying';
  const counts = (s: ImportSummary) =>
    s.status === 'draft'
      ? t('recent.rows', { count: s.rowCount, rows: number(s.rowCount, 0) })
      : t('recent.counts', {
          created: number(s.counts.create, 0),
          updated: number(s.counts.update, 0),
          unchanged: number(s.counts.unchanged, 0),
          rejected: number(s.counts.error, 0),
        });

  const columns: ResponsiveColumn<ImportSummary>[] = [
    {
      key: 'file',
      header: t('recent.file'),
      kind: 'title',
      cell: (s) => (
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {s.fileName}
        </Text>
      ),
    },
    { key: 'kind', header: t('recent.kind'), cell: (s) => t(`kind.${s.kind}`) },
    {
      key: 'when',
      header: t('recent.when'),
      cell: (s) => (
        <Stack gap={0}>
          <Text size="sm">{dateTime(s.createdAt)}</Text>
          <Text size="xs" c="gray.7">
            {t('recent.by', { name: s.createdBy })}
          </Text>
        </Stack>
      ),
    },
    { key: 'counts', header: t('recent.outcome'), cell: counts },
    {
      key: 'status',
      header: t('recent.status'),
      cell: (s) => (
        <Badge variant="light" color={STATUS_COLORS[s.status]} miw="max-content">
          {t(`status.${s.status}`)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('recent.actions'),
      kind: 'actions',
      cell: (s) => (
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            rightSection={<IconArrowRight size={14} aria-hidden />}
            onClick={() => props.onOpen(s.id)}
            aria-label={t(unfinished(s) ? 'recent.continueFile' : 'recent.openFile', {
              file: s.fileName,
            })}
          >
            {unfinished(s) ? t('recent.continue') : t('recent.open')}
          </Button>
          {undoOffered(s, now) ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconArrowBackUp size={14} aria-hidden />}
              onClick={() => {
                setUndone(null);
                setUndoing(s);
                setDialogOpen(true);
              }}
              aria-label={t('recent.undoFile', { file: s.fileName })}
            >
              {t('recent.undo')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

  let content;
  if (imports.isPending)
    content = (
      <Text c="dimmed" size="sm" role="status">
        {t('recent.loading')}
      </Text>
    );
  else if (imports.isError)
    content = (
      <ErrorAlert onRetry={() => void imports.refetch()} retrying={imports.isFetching}>
        {errorText(imports.error)}
      </ErrorAlert>
    );
  else if (imports.data.length === 0)
    content = (
      <Text c="dimmed" size="sm">
        {t('recent.empty')}
      </Text>
    );
  else
    content = (
      <ResponsiveTable
        label={t('recent.title')}
        columns={columns}
        rows={imports.data}
        rowKey={(s) => s.id}
        minWidth={860}
        tableProps={{ verticalSpacing: 'xs' }}
      />
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('recent.title')}
        </Title>
        {undone ? <UndoResultAlerts result={undone} onClose={() => setUndone(null)} /> : null}
        {content}
      </Stack>
      <UndoDialog
        summary={undoing}
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onUndone={(result) => {
          setDialogOpen(false);
          setUndone(result);
        }}
      />
    </Paper>
  );
}
