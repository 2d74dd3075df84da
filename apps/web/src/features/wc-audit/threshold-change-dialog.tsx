import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { WcBandApplyResponse } from '@sitehours/contract/schemas';
import { ApiError } from '@/app/errors/api-error';
import { useErrorMessage } from '@/app/errors/use-error-message';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { ScrollTable } from '@/components/responsive-table/scroll-table';
import { useApplyBandChange, usePreviewBandChange, useWorkTypesWithCodes } from './api/wc-audit';
import {
  bandChangeRequest,
  bandDrafts,
  dualWageTypes,
  signedMoney,
  type BandDraft,
} from './wc-audit-rules';

/**
 * "Change threshold from a date": a dual-wage work type's new bands and the day they take
 * effect; the preview lists the entries that would change code and the premium they move, those
 * of closed pay periods to be corrected by adjustments; Apply saves and applies the change.
 */
export function ThresholdChangeDialog(props: {
  opened: boolean;
  onClose: () => void;
  today: string;
}) {
  const { t } = useTranslation('wcAudit');
  const types = useWorkTypesWithCodes();
  const choices = dualWageTypes(types.data ?? []);
  const [workTypeId, setWorkTypeId] = useState<string | null>(null);
  const [effectiveFrom, setEffectiveFrom] = useState(props.today);
  const [bands, setBands] = useState<BandDraft[]>([]);
  const preview = usePreviewBandChange();
  const apply = useApplyBandChange();
  const errorText = useErrorMessage();
  const tm = useTranslateMessage();
  const [applied, setApplied] = useState<WcBandApplyResponse | null>(null);

  const reset = () => {
    preview.reset();
    apply.reset();
    setApplied(null);
  };
  const chooseType = (id: string | null) => {
    reset();
    setWorkTypeId(id);
    setBands(bandDrafts(choices.find((c) => c.id === id)));
  };
  // A date the server refuses (one on or before a change already applied) is shown at the date.
  const dateRefusal = [preview.error, apply.error]
    .flatMap((e) => (e instanceof ApiError ? e.fieldErrors : []))
    .find((f) => f.path === 'effectiveFrom')?.msg;
  const request = () => bandChangeRequest(workTypeId ?? '', effectiveFrom, bands);
  const close = () => {
    reset();
    props.onClose();
  };
  const shown = preview.data;

  return (
    <Modal opened={props.opened} onClose={close} title={t('threshold.title')} size="xl">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('threshold.description')}
        </Text>
        {types.isError ? (
          <ErrorAlert onRetry={() => void types.refetch()} retrying={types.isFetching}>
            {errorText(types.error)}
          </ErrorAlert>
        ) : null}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('threshold.workType')}
            placeholder={types.isPending ? t('state.loading') : undefined}
            data={choices.map((c) => ({ value: c.id, label: c.name }))}
            value={workTypeId}
            onChange={chooseType}
            nothingFoundMessage={t('threshold.noTypes')}
            w={240}
          />
          <TextInput
            type="date"
            label={t('threshold.effectiveFrom')}
            value={effectiveFrom}
            error={dateRefusal ? tm(dateRefusal) : undefined}
            onChange={(e) => {
              reset();
              setEffectiveFrom(e.currentTarget.value);
            }}
          />
        </Group>
        {!types.isPending && choices.length === 0 ? (
          <Text size="sm">{t('threshold.noTypes')}</Text>
        ) : null}
        {bands.map((b, i) => (
          <Group key={b.wcCodeId} gap="sm" align="flex-end" wrap="wrap">
            <Text fw={600} w={60}>
              {b.code}
            </Text>
            <TextInput
              label={t('threshold.min', { code: b.code })}
              inputMode="decimal"
              value={b.min}
              w={140}
              onChange={(e) => {
                reset();
                const min = e.currentTarget.value;
                setBands(bands.map((x, j) => (j === i ? { ...x, min } : x)));
              }}
            />
            <TextInput
              label={t('threshold.max', { code: b.code })}
              inputMode="decimal"
              value={b.max}
              w={140}
              onChange={(e) => {
                reset();
                const max = e.currentTarget.value;
                setBands(bands.map((x, j) => (j === i ? { ...x, max } : x)));
              }}
            />
          </Group>
        ))}
        <Group gap="xs">
          <Button
            variant="default"
            disabled={!workTypeId}
            loading={preview.isPending}
            onClick={() => preview.mutate(request())}
          >
            {t('threshold.preview')}
          </Button>
          <Button
            disabled={!shown || applied !== null}
            loading={apply.isPending}
            onClick={() => apply.mutate(request(), { onSuccess: (r) => setApplied(r) })}
          >
            {t('threshold.apply')}
          </Button>
        </Group>
        {preview.isError && !dateRefusal ? (
          <ErrorAlert>{errorText(preview.error)}</ErrorAlert>
        ) : null}
        {apply.isError && !dateRefusal ? <ErrorAlert>{errorText(apply.error)}</ErrorAlert> : null}
        {applied ? (
          <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {t('threshold.applied', { recoded: applied.recoded, adjusted: applied.adjusted })}
          </Alert>
        ) : null}
        {shown ? (
          <Stack gap="xs">
            <Text size="sm" role="status">
              {t('threshold.summaryOpen', {
                entries: shown.open.entries,
                hours: shown.open.hours,
                premium: signedMoney(shown.open.premiumMoved),
              })}{' '}
              {t('threshold.summaryClosed', {
                entries: shown.closed.entries,
                hours: shown.closed.hours,
                premium: signedMoney(shown.closed.premiumMoved),
              })}
            </Text>
            {shown.moves.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('threshold.nothing')}
              </Text>
            ) : (
              <ScrollTable minWidth={640} label={t('threshold.tableLabel')}>
                <Table withTableBorder verticalSpacing="xs" aria-label={t('threshold.tableLabel')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('table.date')}</Table.Th>
                      <Table.Th>{t('table.worker')}</Table.Th>
                      <Table.Th ta="right">{t('table.hours')}</Table.Th>
                      <Table.Th>{t('threshold.move')}</Table.Th>
                      <Table.Th ta="right">{t('threshold.premiumMoved')}</Table.Th>
                      <Table.Th>{t('threshold.how')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown.moves.slice(0, 200).map((m) => (
                      <Table.Tr key={`${m.entryId}-${m.fromWcCode ?? ''}`}>
                        <Table.Td>{m.date}</Table.Td>
                        <Table.Td>{m.workerName}</Table.Td>
                        <Table.Td ta="right">{m.hours}</Table.Td>
                        <Table.Td>
                          {m.fromWcCode ?? '-'} → {m.toWcCode}
                        </Table.Td>
                        <Table.Td ta="right">{signedMoney(m.premiumMoved)}</Table.Td>
                        <Table.Td>
                          {m.closed ? t('threshold.adjustment') : t('threshold.recode')}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
