import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CertifiedPayroll, CertifiedPayrollList } from '@sitehours/contract/schemas';
import { companyToday } from '@/app/calendar-days';
import { useErrorMessage } from '@/app/errors/use-error-message';
import { useFormat } from '@/app/i18n/format';
import { useSession } from '@/app/session/session-context';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { useTimedMessage } from '@/components/use-timed-message';
import { useCertifiedPayrollWeek } from './api/certified-payroll';
import { earlierUnsignedWeek, signBlock, type SignBlock } from './certified-payroll-rules';
import { DeductionsSection } from './deductions-section';
import { LoadingPaper } from './loading-paper';
import { PayrollTable } from './payroll-table';
import { PayrollWarnings } from './payroll-warnings';
import { WeekBadges } from './payroll-weeks';
import { SignDialog } from './sign-dialog';
import { SignedPayroll } from './signed-payroll';

/**
 * One week's certified payroll: live from the approved time until signed, then as signed. The
 * explanations typed for its warnings stay here until the statement is signed with them.
 */
export function PayrollWeek(props: {
  jobId: string;
  weekStart: string;
  weeks: CertifiedPayrollList['weeks'];
}) {
  const { t } = useTranslation('certified-payroll');
  const { date } = useFormat();
  const week = useCertifiedPayrollWeek(props.jobId, props.weekStart);
  const errorText = useErrorMessage();
  const headingId = useId();
  const [explanations, setExplanations] = useState<Record<string, string>>({});
  const [signing, setSigning] = useState(false);
  const [success, setSuccess] = useTimedMessage();
  const summary = props.weeks.find((w) => w.weekStart === props.weekStart);

  const back = (
    <Anchor
      component={Link}
      to={`?${new URLSearchParams({ job: props.jobId }).toString()}`}
      size="sm"
    >
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('week.back')}
      </Group>
    </Anchor>
  );

  if (week.isPending)
    return (
      <Stack gap="sm">
        {back}
        <LoadingPaper text={t('week.loading')} />
      </Stack>
    );
  if (week.isError)
    return (
      <Stack gap="sm">
        {back}
        <ErrorAlert onRetry={() => void week.refetch()} retrying={week.isFetching}>
          {errorText(week.error)}
        </ErrorAlert>
      </Stack>
    );

  const payroll = week.data;
  const signed = payroll.status === 'signed';
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      {back}
      <Stack gap={6}>
        <Title order={2} size="h3" id={headingId}>
          {t('week.title', { number: payroll.payrollNumber, date: date(payroll.weekEnding) })}
        </Title>
        <WeekBadges
          week={{
            status: payroll.status,
            isFinal: payroll.isFinal,
            noWorkPerformed: payroll.noWorkPerformed,
            signedAt: payroll.signature?.signedAt ?? summary?.signedAt ?? null,
          }}
        />
        <Text size="sm" c="dimmed">
          {t('week.range', { start: date(payroll.weekStart), end: date(payroll.weekEnding) })}
        </Text>
      </Stack>
      {success ? <SuccessAlert onClose={() => setSuccess(null)}>{success}</SuccessAlert> : null}
      {signed ? <SignedPayroll payroll={payroll} /> : null}
      <PayrollWarnings
        payroll={payroll}
        explanations={explanations}
        onExplain={(key, text) => setExplanations((all) => ({ ...all, [key]: text }))}
      />
      {payroll.noWorkPerformed ? (
        <Paper withBorder p="lg" role="status">
          <Text ta="center" fw={600}>
            {t('week.noWork')}
          </Text>
          <Text ta="center" size="sm" c="dimmed">
            {signed ? t('week.noWorkSigned') : t('week.noWorkHint')}
          </Text>
        </Paper>
      ) : (
        <PayrollTable payroll={payroll} />
      )}
      {!signed && payroll.workers.length > 0 ? <DeductionsSection payroll={payroll} /> : null}
      {signed ? null : (
        <SignSection
          payroll={payroll}
          weeks={props.weeks}
          explanations={explanations}
          onSign={() => setSigning(true)}
        />
      )}
      <SignDialog
        opened={signing}
        payroll={payroll}
        explanations={explanations}
        onClose={() => setSigning(false)}
        onSigned={(p) => {
          setSigning(false);
          setSuccess(t('sign.signedMessage', { number: p.payrollNumber }));
        }}
      />
    </Stack>
  );
}

/** The statement to sign, and why it cannot be signed yet. */
function SignSection(props: {
  payroll: CertifiedPayroll;
  weeks: CertifiedPayrollList['weeks'];
  explanations: Record<string, string>;
  onSign: () => void;
}) {
  const { t } = useTranslation('certified-payroll');
  const session = useSession();
  const headingId = useId();
  const whyId = useId();
  const block = signBlock(props.payroll, {
    today: companyToday(session.company?.time_zone),
    earlierUnsigned: earlierUnsignedWeek(props.weeks, props.payroll.weekStart),
    explanations: props.explanations,
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('sign.title')}
        </Title>
        <Text size="sm">{t('sign.intro')}</Text>
        <Group gap="sm" wrap="wrap">
          <Button
            leftSection={<IconSignature size={16} aria-hidden />}
            disabled={block !== null}
            aria-describedby={block ? whyId : undefined}
            onClick={props.onSign}
          >
            {t('sign.open')}
          </Button>
          {block ? (
            <Text size="sm" id={whyId}>
              <BlockReason block={block} />
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function BlockReason(props: { block: SignBlock }) {
  const { t } = useTranslation('certified-payroll');
  const { date } = useFormat();
  const { block } = props;
  switch (block.reason) {
    case 'signed':
      return t('sign.blockSigned');
    case 'notEnded':
      return t('sign.blockNotEnded');
    case 'earlierUnsigned':
      return t('sign.blockEarlier', { date: date(block.weekStart) });
    case 'unresolved':
      return t('sign.blockUnresolved', { count: block.count });
    case 'unexplained':
      return t('sign.blockUnexplained', { count: block.count });
  }
}
