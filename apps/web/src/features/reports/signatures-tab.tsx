import { useTranslation } from 'react-i18next';
import { Badge, Group, List, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { DayQuestion } from '@sitehours/contract/rules';
import type { SignOffRow } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useDayQuestionsForReview, useSignOffs } from './api/signatures';
import { type DateRange } from './report-dates';
import { ReportLoadError, ReportNotice } from './report-feedback';
import { ReportRangePicker } from './report-range-picker';
import {
  SIGNATURE_FILTERS,
  answerViews,
  isSignatureFilter,
  signatureBadge,
  sortSignOffRows,
  type AnswerView,
  type SignatureFilter,
} from './signatures-rules';
import { useReportFormat } from './use-report-format';

/**
 * Signatures: each worker's days of the range with their signature (awaiting, signed
 * or disputed with the worker's reason), the answers to the end-of-day questions ("Injured: yes"
 * stands out) and the signatures a later change voided.
 */
export function SignaturesTab(props: {
  companyId: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  filter: SignatureFilter;
  onFilterChange: (filter: SignatureFilter) => void;
}) {
  const { t } = useTranslation('reports');
  const days = useSignOffs(props.companyId, props.range, props.filter);
  const questions = useDayQuestionsForReview(props.companyId);
  const failed = days.isError ? days : questions.isError ? questions : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
        <ReportRangePicker
          range={props.range}
          onChange={props.onRangeChange}
          label={t('range.signatures')}
        />
        <NativeSelect
          label={t('signatures.filter')}
          data={SIGNATURE_FILTERS.map((f) => ({ value: f, label: t(`signatures.filter.${f}`) }))}
          value={props.filter}
          onChange={(e) => {
            const next = e.currentTarget.value;
            if (isSignatureFilter(next)) props.onFilterChange(next);
          }}
        />
      </Group>
      {failed ? (
        <ReportLoadError
          error={failed.error}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : !days.data || !questions.data ? (
        <ReportNotice loading>{t('state.loading')}</ReportNotice>
      ) : days.data.length === 0 ? (
        <ReportNotice>{t(`signatures.empty.${props.filter}`)}</ReportNotice>
      ) : (
        <SignatureList rows={days.data} questions={questions.data.questions} />
      )}
    </Stack>
  );
}

function SignatureList(props: { rows: SignOffRow[]; questions: DayQuestion[] }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('signatures.listLabel')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {sortSignOffRows(props.rows).map((row) => {
        const badge = signatureBadge(row.signature);
        const answers = answerViews(props.questions, row.signature.answers);
        return (
          <Paper
            key={`${row.userId}-${row.date}`}
            component="li"
            withBorder
            p="sm"
            data-testid="signature-day"
            style={row.injured ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
          >
            <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
              <div>
                <Title order={3} size="h5">
                  {row.name}
                </Title>
                <Text size="sm">
                  {format.day(row.date).long} ·{' '}
                  {t('signatures.hours', { hours: format.total(row.hours) })}
                </Text>
              </div>
              <Group gap={6} wrap="wrap">
                {row.injured ? (
                  <Badge color="red.9" variant="filled">
                    {t('signatures.injured')}
                  </Badge>
                ) : null}
                <Badge color={badge.color} variant="filled">
                  {t(badge.key)}
                </Badge>
              </Group>
            </Group>
            {row.signature.voided ? (
              <Text size="sm" mt={4} fs="italic">
                {t('signatures.voided')}
              </Text>
            ) : null}
            {row.signature.state === 'disputed' && row.signature.reason ? (
              <Text size="sm" mt={4}>
                <Text span fw={600}>
                  {t('signatures.reason')}
                </Text>{' '}
                {row.signature.reason}
              </Text>
            ) : null}
            {answers.length > 0 ? <Answers answers={answers} /> : null}
          </Paper>
        );
      })}
    </Stack>
  );
}

function Answers(props: { answers: AnswerView[] }) {
  const { t } = useTranslation('reports');
  const tm = useTranslateMessage();
  const question = (a: AnswerView) =>
    a.words.kind === 'message'
      ? tm(a.words.code)
      : a.words.kind === 'text'
        ? a.words.text
        : t('signatures.removedQuestion');
  return (
    <List size="sm" spacing={2} mt={6} aria-label={t('signatures.answers')}>
      {props.answers.map((a) => (
        <List.Item key={a.questionId}>
          {question(a)}{' '}
          <Text span fw={700} c={a.alarming ? 'red.8' : undefined}>
            {a.answer ? t('signatures.yes') : t('signatures.no')}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
