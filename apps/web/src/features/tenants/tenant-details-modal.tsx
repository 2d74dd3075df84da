import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TENANT_MESSAGES } from '@sitehours/contract/messages';
import { useFormat } from '@/app/i18n/format';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useTenant } from './api/tenants';
import type { ShownMessage } from '@/app/errors/api-error';
import { TenantStatusBadge } from '@/components/tenant-status-badge';
import { TenantCompaniesSection, type CompaniesFocus } from './tenant-companies-section';
import { TenantCompanyForm, type TenantCompanyFormMode } from './tenant-company-form';

/** Date and time in digits, as the locale writes them ('5/20/2026, 3:04:05 PM'). */
const CREATED_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

function Field(props: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {props.label}
      </Text>
      <Text size="sm" component="div">
        {props.children}
      </Text>
    </Stack>
  );
}

/**
 * The details of one client account (GET /api/tenants/{id}) and its companies, where the
 * operator adds a company or edits one: the form takes the details' place in the dialog.
 */
export function TenantDetailsModal(props: {
  /** Kept after closing so the content does not change while the dialog fades out. */
  tenantId: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('operator');
  const tm = useTranslateMessage();
  const format = useFormat();
  const tenant = useTenant(props.tenantId);
  const [form, setForm] = useState<TenantCompanyFormMode | null>(null);
  const [success, setSuccess] = useState<ShownMessage | null>(null);
  const [focus, setFocus] = useState<CompaniesFocus>(null);
  // Another account's details start afresh (state kept while the dialog fades out).
  const [shownTenant, setShownTenant] = useState(props.tenantId);
  if (shownTenant !== props.tenantId) {
    setShownTenant(props.tenantId);
    setForm(null);
    setSuccess(null);
    setFocus(null);
  }

  const close = () => {
    props.onClose();
    setForm(null);
    setSuccess(null);
    setFocus(null);
  };
  const backToDetails = (next: CompaniesFocus) => {
    setForm(null);
    setFocus(next);
  };

  const title =
    form === null
      ? t('details.title')
      : form.kind === 'add'
        ? t('tenantCompanies.addTitle')
        : t('tenantCompanies.editTitle', { name: form.company.name });

  return (
    <Modal
      opened={props.opened && props.tenantId !== null}
      // Escape in the form goes back to the details; in the details it closes the dialog.
      onClose={form ? () => backToDetails(formFocus(form)) : close}
      title={title}
      // The footer's Close button closes it (and Escape): a second 'Close' would be ambiguous.
      withCloseButton={false}
      size="lg"
      centered
    >
      {form !== null && props.tenantId !== null ? (
        <TenantCompanyForm
          tenantId={props.tenantId}
          mode={form}
          onCancel={() => backToDetails(formFocus(form))}
          onSaved={(message, companyId) => {
            setSuccess(message);
            backToDetails({ kind: 'edit', companyId });
          }}
        />
      ) : (
        <Stack gap="md">
          {tenant.isPending ? (
            <Group justify="center" py="md" role="status">
              <Loader size="sm" />
              <VisuallyHidden>{t('details.loading')}</VisuallyHidden>
            </Group>
          ) : tenant.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {tm(TENANT_MESSAGES.detailsFailed)}
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Field label={t('details.name')}>{tenant.data.name}</Field>
              <Field label={t('details.subdomain')}>{tenant.data.subdomain}</Field>
              <Field label={t('details.status')}>
                <TenantStatusBadge status={tenant.data.status} />
              </Field>
              <Field label={t('details.created')}>
                {format.dateTime(tenant.data.created_at, CREATED_FORMAT)}
              </Field>
            </SimpleGrid>
          )}
          {props.tenantId !== null ? (
            <>
              <Divider />
              <TenantCompaniesSection
                tenantId={props.tenantId}
                success={success}
                onDismissSuccess={() => setSuccess(null)}
                onAdd={() => {
                  setSuccess(null);
                  setForm({ kind: 'add' });
                }}
                onEdit={(company) => {
                  setSuccess(null);
                  setForm({ kind: 'edit', company });
                }}
                focus={focus}
              />
            </>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              {t('details.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Focus after leaving the form without saving: the button that opened it. */
const formFocus = (form: TenantCompanyFormMode): CompaniesFocus =>
  form.kind === 'add' ? { kind: 'add' } : { kind: 'edit', companyId: form.company.id };
