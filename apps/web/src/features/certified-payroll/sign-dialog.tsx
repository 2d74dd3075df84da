import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CertifiedPayroll } from '@sitehours/contract/schemas';
import { ApiError, serverMessageOr } from '@/app/errors/api-error';
import { useFormat } from '@/app/i18n/format';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSession } from '@/app/session/session-context';
import { ErrorAlert } from '@/components/feedback-alerts';
import { useSignCertifiedPayroll } from './api/certified-payroll';
import {
  explanationsToSend,
  signFormErrors,
  signRequest,
  type SignFormValues,
} from './certified-payroll-rules';

type FieldErrors = Partial<Record<'signatoryName' | 'signatoryTitle', string>>;

/**
 * The statement of compliance (WH-347 page 2, 29 CFR 5.5(a)(3)(ii)) in short, signed by name and
 * title, with the explanations typed for the week's warnings.
 */
export function SignDialog(props: {
  opened: boolean;
  payroll: CertifiedPayroll;
  explanations: Record<string, string>;
  onClose: () => void;
  onSigned: (signed: CertifiedPayroll) => void;
}) {
  const { t } = useTranslation('certified-payroll');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('sign.dialogTitle')}
      size="lg"
      centered
    >
      {props.opened ? <SignForm {...props} /> : null}
    </Modal>
  );
}

function SignForm(props: {
  payroll: CertifiedPayroll;
  explanations: Record<string, string>;
  onClose: () => void;
  onSigned: (signed: CertifiedPayroll) => void;
}) {
  const { t } = useTranslation('certified-payroll');
  const tm = useTranslateMessage();
  const { date } = useFormat();
  const { user } = useSession();
  const sign = useSignCertifiedPayroll();
  const { payroll } = props;
  const [values, setValues] = useState<SignFormValues>(() => ({
    signatoryName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    signatoryTitle: '',
    isFinal: false,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const explained = Object.keys(explanationsToSend(payroll.warnings, props.explanations)).length;

  const set = <K extends keyof SignFormValues>(key: K, value: SignFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key !== 'isFinal') setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = () => {
    setFailure(null);
    const request = signRequest(payroll, values, props.explanations);
    const found = signFormErrors(request);
    const shown: FieldErrors = {};
    if (found.signatoryName) shown.signatoryName = tm(found.signatoryName);
    if (found.signatoryTitle) shown.signatoryTitle = tm(found.signatoryTitle);
    setErrors(shown);
    if (shown.signatoryName || shown.signatoryTitle) return;
    sign.mutate(request, {
      onSuccess: props.onSigned,
      onError: (error) => {
        const atFields: FieldErrors = {};
        if (error instanceof ApiError)
          for (const f of error.fieldErrors)
            if (f.path === 'signatoryName' || f.path === 'signatoryTitle')
              atFields[f.path] = tm(f.msg);
        setErrors(atFields);
        setFailure(tm(serverMessageOr(error, t('sign.failed'))));
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Stack gap="xs">
          <Text size="sm">
            {t('sign.statementPay', {
              contractor: payroll.contractor.name,
              project: payroll.project.name,
              start: date(payroll.weekStart),
              end: date(payroll.weekEnding),
            })}
          </Text>
          <Text size="sm">{t('sign.statementRates')}</Text>
          <Text size="sm">
            {payroll.fringePaidAs === 'plan' ? t('sign.statementPlan') : t('sign.statementCash')}
          </Text>
          {explained > 0 ? (
            <Text size="sm">{t('sign.statementExceptions', { count: explained })}</Text>
          ) : null}
          <Text size="xs" c="gray.7">
            {t('sign.penalty')}
          </Text>
        </Stack>
        <TextInput
          label={t('sign.name')}
          required
          maxLength={200}
          autoComplete="name"
          value={values.signatoryName}
          error={errors.signatoryName}
          onChange={(e) => set('signatoryName', e.currentTarget.value)}
        />
        <TextInput
          label={t('sign.jobTitle')}
          required
          maxLength={200}
          autoComplete="organization-title"
          value={values.signatoryTitle}
          error={errors.signatoryTitle}
          onChange={(e) => set('signatoryTitle', e.currentTarget.value)}
          data-autofocus
        />
        <Checkbox
          label={t('sign.final')}
          description={t('sign.finalHint')}
          checked={values.isFinal}
          onChange={(e) => set('isFinal', e.currentTarget.checked)}
        />
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            {t('sign.cancel')}
          </Button>
          <Button
            type="submit"
            loading={sign.isPending}
            leftSection={<IconSignature size={16} aria-hidden />}
          >
            {t('sign.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
