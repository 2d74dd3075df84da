import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileCertificate, IconKey } from '@tabler/icons-react';
import { EXPORT_MESSAGES } from '@sitehours/contract/messages';
import type { ExportFileSummary } from '@sitehours/contract/schemas';
import { useFormat } from '@/app/i18n/format';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { CARDS_QUERY } from '@/components/responsive-table/responsive-table';
import { ScrollTable } from '@/components/responsive-table/scroll-table';
import {
  useDownloadExport,
  useDownloadManifest,
  useExports,
  usePublicKeyDownload,
} from './api/exports';
import { formatLabelKey, shortSha } from './exports-rules';
import { ReportLoadError, ReportNotice } from './report-feedback';
import { useReportFormat } from './use-report-format';

/**
 * Exports (decision 0027): every payroll file exported, kept as it was sent. Each can be
 * downloaded again (the same bytes), with its signed manifest; the company's public key checks
 * both offline (docs/verify-exports.md). Dates exported before are flagged on each row.
 */
export function ExportsTab(props: { companyId: string }) {
  const { t } = useTranslation('reports');
  const tm = useTranslateMessage();
  const exports = useExports(props.companyId);
  const publicKey = usePublicKeyDownload();
  const list = exports.data ?? [];
  // On a phone each file is a card: a table's buttons would lie beyond the screen's edge.
  const cards = useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });
  const failed = () =>
    notifications.show({ color: 'red', message: t('exports.downloadFailed'), autoClose: 5_000 });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {t('exports.intro')}
        </Text>
        <Button
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
          loading={publicKey.isPending}
          onClick={() => publicKey.mutate(undefined, { onError: failed })}
        >
          {t('exports.publicKey')}
        </Button>
      </Group>
      {exports.isError ? (
        <ReportLoadError
          error={exports.error}
          onRetry={() => void exports.refetch()}
          retrying={exports.isFetching}
        />
      ) : exports.isPending ? (
        <ReportNotice loading>{t('state.loading')}</ReportNotice>
      ) : list.length === 0 ? (
        <ReportNotice>{tm(EXPORT_MESSAGES.none)}</ReportNotice>
      ) : cards ? (
        <Stack
          gap="sm"
          aria-label={t('exports.tableLabel')}
          role="list"
          data-testid="exports-table"
        >
          {list.map((file) => (
            <ExportRow key={file.id} file={file} onFailed={failed} asCard />
          ))}
        </Stack>
      ) : (
        <ScrollTable minWidth={980} label={t('exports.tableLabel')}>
          <Table
            striped
            verticalSpacing="xs"
            withTableBorder
            aria-label={t('exports.tableLabel')}
            data-testid="exports-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('exports.exportedAt')}</Table.Th>
                <Table.Th>{t('exports.dates')}</Table.Th>
                <Table.Th>{t('exports.format')}</Table.Th>
                <Table.Th>{t('exports.by')}</Table.Th>
                <Table.Th>{t('exports.sha256')}</Table.Th>
                <Table.Th>{t('exports.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((file) => (
                <ExportRow key={file.id} file={file} onFailed={failed} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}

function ExportRow(props: { file: ExportFileSummary; onFailed: () => void; asCard?: boolean }) {
  const { t } = useTranslation('reports');
  const tm = useTranslateMessage();
  const format = useReportFormat();
  const { dateTime } = useFormat();
  const download = useDownloadExport();
  const manifest = useDownloadManifest();
  const { file } = props;
  const earlier = file.overlaps[0];
  const range = (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{format.range(file)}</Text>
        {file.adjustments > 0 ? (
          <Badge color="grape" variant="light">
            {t('exports.adjustments', { count: file.adjustments })}
          </Badge>
        ) : null}
      </Group>
      {earlier ? (
        <Text size="xs" c="red.9" data-testid="export-overlap">
          {tm({
            code: EXPORT_MESSAGES.alreadyExported,
            params: { date: dateTime(earlier.createdAt), name: earlier.createdByName },
          })}
        </Text>
      ) : null}
    </Stack>
  );
  const sha = (
    <CopyButton value={file.sha256}>
      {({ copied, copy }) => (
        <Group gap={6} wrap="nowrap">
          <Tooltip label={t('exports.copySha')} withArrow>
            <UnstyledButton
              onClick={copy}
              aria-label={t('exports.copyShaLabel', { sha: file.sha256 })}
              ff="monospace"
              fz="sm"
              data-testid="export-sha"
              data-sha256={file.sha256}
            >
              {shortSha(file.sha256)}…
            </UnstyledButton>
          </Tooltip>
          <Text span size="xs" c="teal.9" role="status" data-testid="export-sha-copied">
            {copied ? t('exports.copied') : ''}
          </Text>
        </Group>
      )}
    </CopyButton>
  );
  const actions = (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate(file, { onError: props.onFailed })}
      >
        {t('exports.downloadAgain')}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileCertificate size={14} aria-hidden />}
        loading={manifest.isPending}
        onClick={() => manifest.mutate(file, { onError: props.onFailed })}
      >
        {t('exports.manifest')}
      </Button>
    </Group>
  );
  if (props.asCard)
    return (
      <Paper withBorder p="sm" role="listitem" data-testid="export-row" data-export-id={file.id}>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {dateTime(file.createdAt)}
          </Text>
          {range}
          <Text size="sm">
            {t(formatLabelKey(file.format))} · {file.createdByName}
          </Text>
          {sha}
          {actions}
        </Stack>
      </Paper>
    );
  return (
    <Table.Tr data-testid="export-row" data-export-id={file.id}>
      <Table.Td>{dateTime(file.createdAt)}</Table.Td>
      <Table.Td>{range}</Table.Td>
      <Table.Td>{t(formatLabelKey(file.format))}</Table.Td>
      <Table.Td>{file.createdByName}</Table.Td>
      <Table.Td>{sha}</Table.Td>
      <Table.Td>{actions}</Table.Td>
    </Table.Tr>
  );
}
