import { useId, useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Chip,
  Group,
  List,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportDraft, ImportRow, ImportSummary } from '@sitehours/contract/schemas';
import { useFormat } from '@/app/i18n/format';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import {
  ResponsiveTable,
  type ResponsiveColumn,
} from '@/components/responsive-table/responsive-table';
import { useImportPreview, useRejectedDownload } from './api/imports';
import {
  filterCount,
  filterRows,
  outcomeColor,
  OUTCOME_FILTERS,
  previewPage,
  rowErrorMessage,
  rowsToImport,
  type OutcomeFilter,
} from './import-rules';
import { useFieldLabel, useImportErrorText } from './import-texts';
import { LoadingPaper } from './loading-paper';
import { OutcomeCounts } from './outcome-counts';

/**
 * The third step: what importing would do to each row (create, update, leave unchanged, or
 * refuse it, naming the field and what is wrong), filtered by outcome and a page at a time, so
 * that a file of thousands of rows stays quick. The rejected rows download to be fixed and
 * imported again; the valid ones are imported from here.
 */
export function PreviewStep(props: {
  draft: ImportDraft;
  onBack: () => void;
  onImport: (summary: ImportSummary) => void;
}) {
  const { t } = useTranslation('imports');
  const errorText = useImportErrorText();
  const preview = useImportPreview(props.draft.id);

  if (preview.isPending) return <LoadingPaper text={t('preview.loading')} />;
  if (preview.isError)
    return (
      <Stack gap="md">
        <ErrorAlert onRetry={() => void preview.refetch()} retrying={preview.isFetching}>
          {errorText(preview.error)}
        </ErrorAlert>
        <Group>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={props.onBack}
          >
            {t('preview.back')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <PreviewView
      summary={preview.data.summary}
      rows={preview.data.rows}
      onBack={props.onBack}
      onImport={props.onImport}
    />
  );
}

function PreviewView(props: {
  summary: ImportSummary;
  rows: readonly ImportRow[];
  onBack: () => void;
  onImport: (summary: ImportSummary) => void;
}) {
  const { t } = useTranslation('imports');
  const errorText = useImportErrorText();
  const { number } = useFormat();
  const headingId = useId();
  const { summary } = props;
  const [filter, setFilter] = useState<OutcomeFilter>('all');
  const [page, setPage] = useState(1);
  const kept = useMemo(() => filterRows(props.rows, filter), [props.rows, filter]);
  const shown = previewPage(kept, page);
  const toImport = rowsToImport(summary.counts);
  const rejected = useRejectedDownload();

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            {t('preview.title')}
          </Title>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('file.summary', {
              file: summary.fileName,
              kind: t(`kind.${summary.kind}`),
              rows: number(summary.rowCount, 0),
              count: summary.rowCount,
            })}
          </Text>
        </Stack>
        <OutcomeCounts counts={summary.counts} tense="preview" />

        <Group gap="xs" role="radiogroup" aria-label={t('preview.filter')}>
          <Chip.Group
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
          >
            {OUTCOME_FILTERS.map((f) => (
              <Chip key={f} value={f} name={`${headingId}-filter`} size="sm">
                {t(`filter.${f}`, { n: number(filterCount(summary, f), 0) })}
              </Chip>
            ))}
          </Chip.Group>
        </Group>

        <PreviewRows rows={shown.rows} filter={filter} />

        {shown.pageCount > 1 ? (
          <nav aria-label={t('preview.pages')}>
            <Stack gap={4} align="center">
              <Text size="sm" c="gray.7" role="status">
                {t('preview.range', {
                  from: number(shown.first, 0),
                  to: number(shown.last, 0),
                  total: number(kept.length, 0),
                })}
              </Text>
              <Pagination
                total={shown.pageCount}
                value={shown.page}
                onChange={setPage}
                size="sm"
                getItemProps={(n) => ({ 'aria-label': t('preview.page', { page: n }) })}
                getControlProps={(control) => ({ 'aria-label': t(`preview.${control}`) })}
              />
            </Stack>
          </nav>
        ) : null}

        {rejected.isError ? (
          <ErrorAlert onClose={() => rejected.reset()}>{errorText(rejected.error)}</ErrorAlert>
        ) : null}
        {toImport === 0 ? (
          <Text size="sm" c="gray.7">
            {summary.counts.error > 0 ? t('preview.nothingValid') : t('preview.nothingToChange')}
          </Text>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={props.onBack}
          >
            {t('preview.back')}
          </Button>
          <Group gap="sm">
            {summary.counts.error > 0 ? (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={rejected.isPending}
                onClick={() => rejected.mutate(summary)}
              >
                {t('rejected.download')}
              </Button>
            ) : null}
            <Button
              leftSection={<IconFileImport size={16} aria-hidden />}
              disabled={toImport === 0}
              onClick={() => props.onImport(summary)}
            >
              {t('preview.import', { count: toImport, n: number(toImport, 0) })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/** One page of the rows: a table on a desktop, a card a row on a phone. */
function PreviewRows(props: { rows: readonly ImportRow[]; filter: OutcomeFilter }) {
  const { t } = useTranslation('imports');
  const tm = useTranslateMessage();
  const fieldLabel = useFieldLabel();

  const details = (row: ImportRow) => {
    if (row.outcome === 'error')
      return (
        <List size="sm" spacing={2}>
          {row.errors.map((e, i) => (
            <List.Item key={i}>
              <Text span size="sm" fw={600}>
                {fieldLabel(e.field)}:
              </Text>{' '}
              {tm(rowErrorMessage(e))}
            </List.Item>
          ))}
        </List>
      );
    if (row.outcome === 'update' && row.changed.length > 0)
      return (
        <Text size="sm">
          {t('preview.changed', { fields: row.changed.map(fieldLabel).join(', ') })}
        </Text>
      );
    return null;
  };

  const columns: ResponsiveColumn<ImportRow>[] = [
    { key: 'line', header: t('preview.line'), ta: 'right', cell: (row) => row.line },
    {
      key: 'record',
      header: t('preview.record'),
      kind: 'title',
      cell: (row) => (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.key || t('preview.noKey')}
        </Text>
      ),
    },
    {
      key: 'outcome',
      header: t('preview.outcome'),
      cell: (row) => (
        <Badge variant="light" color={outcomeColor(row.outcome)} miw="max-content">
          {t(`outcome.${row.outcome}`)}
        </Badge>
      ),
    },
    { key: 'details', header: t('preview.details'), cell: details },
  ];

  return (
    <ResponsiveTable
      label={t('preview.rows')}
      columns={columns}
      rows={props.rows}
      rowKey={(row) => String(row.line)}
      minWidth={720}
      message={props.rows.length === 0 ? t(`preview.none.${props.filter}`) : undefined}
      tableProps={{ verticalSpacing: 'xs', striped: true }}
    />
  );
}
