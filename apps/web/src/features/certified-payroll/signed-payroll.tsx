import { useId, useState } from 'react';
import {
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CERTIFIED_PAYROLL_FORMATS,
  type CertifiedPayroll,
  type CertifiedPayrollFormat,
} from '@sitehours/contract/schemas';
import { useErrorMessage } from '@/app/errors/use-error-message';
import { useFormat } from '@/app/i18n/format';
import { ErrorAlert } from '@/components/feedback-alerts';
import { useCertifiedPayrollDownload } from './api/certified-payroll';
import { shortSha } from './certified-payroll-rules';

const FORMAT_ICON = { pdf: IconFileTypePdf, csv: IconFileTypeCsv, lcptracker: IconTable } as const;

/** A signed payroll: who signed it and when, its SHA-256 as kept in the ledger, and its files. */
export function SignedPayroll(props: { payroll: CertifiedPayroll }) {
  const { t } = useTranslation('certified-payroll');
  const { dateTime } = useFormat();
  const headingId = useId();
  const download = useCertifiedPayrollDownload();
  const errorText = useErrorMessage();
  const [saved, setSaved] = useState<string | null>(null);
  const { payroll } = props;
  const signature = payroll.signature;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={headingId}>
          {t('signed.title')}
        </Title>
        {signature ? (
          <Text size="sm">
            {t('signed.by', {
              name: signature.signatoryName,
              title: signature.signatoryTitle,
              when: dateTime(signature.signedAt),
            })}
          </Text>
        ) : null}
        {payroll.sha256 ? <Sha sha256={payroll.sha256} /> : null}
        <Group gap="xs" wrap="wrap">
          {CERTIFIED_PAYROLL_FORMATS.map((format: CertifiedPayrollFormat) => {
            const busy = download.isPending && download.variables.format === format;
            const Icon = FORMAT_ICON[format];
            return (
              <Button
                key={format}
                variant="default"
                leftSection={<Icon size={16} aria-hidden />}
                loading={busy}
                disabled={download.isPending && !busy}
                onClick={() => {
                  setSaved(null);
                  download.mutate({ payroll, format }, { onSuccess: (name) => setSaved(name) });
                }}
                data-testid={`certified-payroll-${format}`}
              >
                {t(`signed.download.${format}`)}
              </Button>
            );
          })}
        </Group>
        {download.isError ? (
          <ErrorAlert onClose={() => download.reset()}>{errorText(download.error)}</ErrorAlert>
        ) : null}
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {saved ? t('signed.saved', { name: saved }) : ''}
        </Text>
      </Stack>
    </Paper>
  );
}

function Sha(props: { sha256: string }) {
  const { t } = useTranslation('certified-payroll');
  return (
    <CopyButton value={props.sha256}>
      {({ copied, copy }) => (
        <Group gap={6} wrap="wrap">
          <Text size="sm" component="span">
            {t('signed.sha')}
          </Text>
          <Tooltip label={t('signed.copySha')} withArrow>
            <UnstyledButton
              onClick={copy}
              aria-label={t('signed.copyShaLabel', { sha: props.sha256 })}
              ff="monospace"
              fz="sm"
              data-sha256={props.sha256}
            >
              {shortSha(props.sha256)}…
            </UnstyledButton>
          </Tooltip>
          <Text span size="xs" c="teal.9" role="status">
            {copied ? t('signed.copied') : ''}
          </Text>
        </Group>
      )}
    </CopyButton>
  );
}
