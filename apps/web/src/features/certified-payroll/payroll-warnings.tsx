import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CertifiedPayroll, CertifiedPayrollWarningItem } from '@sitehours/contract/schemas';
import { isMessageCode } from '@/app/i18n/english-messages';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { openWarnings, warningFix, type WarningFix } from './certified-payroll-rules';
import { focusDeductions } from './deductions-section';

/** A warning's words in the interface language, from the messages catalogue with its values. */
export function useWarningText() {
  const tm = useTranslateMessage();
  return (w: Pick<CertifiedPayrollWarningItem, 'code' | 'params'>) =>
    isMessageCode(w.code) ? tm({ code: w.code, params: w.params }) : w.code;
}

/**
 * The week's warnings, those that must be resolved first: each says where it is put right, and
 * each that an explanation may clear has its field (the explanation goes with the signature).
 * A signed week shows those it was signed with, and their explanations.
 */
export function PayrollWarnings(props: {
  payroll: CertifiedPayroll;
  explanations: Record<string, string>;
  onExplain: (key: string, text: string) => void;
}) {
  const { t } = useTranslation('certified-payroll');
  const headingId = useId();
  const { payroll } = props;

  if (payroll.status === 'signed') {
    const explained = payroll.warnings.filter((w) => payroll.signature?.explanations[w.key]);
    if (explained.length === 0) return null;
    return (
      <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            {t('warnings.explainedTitle')}
          </Title>
          <WarningList>
            {explained.map((w) => (
              <ExplainedWarning
                key={w.key}
                warning={w}
                explanation={payroll.signature?.explanations[w.key] ?? ''}
              />
            ))}
          </WarningList>
        </Stack>
      </Paper>
    );
  }

  const { mustResolve, toExplain } = openWarnings(payroll.warnings);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('warnings.title', { count: payroll.warnings.length })}
        </Title>
        {payroll.warnings.length === 0 ? (
          <Group gap="xs" wrap="nowrap" role="status">
            <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
            <Text size="sm">{t('warnings.none')}</Text>
          </Group>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('warnings.intro')}
            </Text>
            <WarningList>
              {[...mustResolve, ...toExplain].map((w) => (
                <OpenWarning
                  key={w.key}
                  warning={w}
                  weekStart={payroll.weekStart}
                  explanation={props.explanations[w.key] ?? ''}
                  onExplain={(text) => props.onExplain(w.key, text)}
                />
              ))}
            </WarningList>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function WarningList(props: { children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {props.children}
    </Stack>
  );
}

function OpenWarning(props: {
  warning: CertifiedPayrollWarningItem;
  weekStart: string;
  explanation: string;
  onExplain: (text: string) => void;
}) {
  const { t } = useTranslation('certified-payroll');
  const warningText = useWarningText();
  const textId = useId();
  const { warning } = props;
  const fix = warningFix(warning, props.weekStart);
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      style={{
        borderLeft: `4px solid var(--mantine-color-${warning.explainable ? 'yellow-6' : 'red-7'})`,
      }}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={18}
            color={`var(--mantine-color-${warning.explainable ? 'yellow-8' : 'red-8'})`}
            aria-hidden
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="sm" id={textId}>
            {warningText(warning)}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge color={warning.explainable ? 'yellow' : 'red'} variant="light">
            {warning.explainable ? t('warnings.explainable') : t('warnings.mustResolve')}
          </Badge>
          {fix ? <FixAction fix={fix} /> : null}
        </Group>
        {warning.explainable ? (
          <Textarea
            label={t('warnings.explanation')}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={500}
            value={props.explanation}
            onChange={(e) => props.onExplain(e.currentTarget.value)}
            aria-describedby={textId}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

function FixAction(props: { fix: WarningFix }) {
  const { t } = useTranslation('certified-payroll');
  const { fix } = props;
  switch (fix.kind) {
    case 'deductions':
      return (
        <Button size="compact-sm" variant="subtle" onClick={() => focusDeductions(fix.userId)}>
          {t('warnings.fixDeductions')}
        </Button>
      );
    case 'reviewTime':
    case 'timesheet':
    case 'staff':
      return (
        <Anchor component={Link} to={fix.to} size="sm">
          {t(`warnings.fix.${fix.kind}`)}
        </Anchor>
      );
  }
}

function ExplainedWarning(props: { warning: CertifiedPayrollWarningItem; explanation: string }) {
  const { t } = useTranslation('certified-payroll');
  const warningText = useWarningText();
  return (
    <Paper component="li" withBorder p="sm">
      <Text size="sm">{warningText(props.warning)}</Text>
      <Text size="sm" c="dimmed">
        {t('warnings.explainedAs', { text: props.explanation })}
      </Text>
    </Paper>
  );
}
