import type { ReactNode } from 'react';
import {
  Alert,
  Button,
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
import { TenantStatusBadge } from '@/components/tenant-status-badge';

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

/** Read-only details of one company, loaded with GET /api/tenants/{id}. */
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
  return (
    <Modal
      opened={props.opened && props.tenantId !== null}
      onClose={props.onClose}
      title={t('details.title')}
      // The footer's Close button closes it (and Escape): a second 'Close' would be ambiguous.
      withCloseButton={false}
      centered
    >
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
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('details.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
