import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TENANT_MESSAGES } from '@sitehours/contract/messages';
import type { TenantCompany } from '@sitehours/contract/schemas';
import type { ShownMessage } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import {
  ResponsiveTable,
  type ResponsiveColumn,
} from '@/components/responsive-table/responsive-table';
import { useTenantCompanies } from './api/tenants';
import { timezoneNameKey } from './tenant-rules';

/** Where focus returns when the form closes: the Add button, or the edited company's Edit. */
export type CompaniesFocus = { kind: 'add' } | { kind: 'edit'; companyId: string } | null;

/**
 * The companies of a client account, in its details: name, time zone and number of people of
 * each, an Edit per company and 'Add company'.
 */
export function TenantCompaniesSection(props: {
  tenantId: string;
  success: ShownMessage | null;
  onDismissSuccess: () => void;
  onAdd: () => void;
  onEdit: (company: TenantCompany) => void;
  focus: CompaniesFocus;
}) {
  const { t } = useTranslation('operator');
  const tm = useTranslateMessage();
  const companies = useTenantCompanies(props.tenantId);
  const box = useRef<HTMLDivElement>(null);
  const { focus } = props;

  // Back from the form, focus returns to the button that opened it; after an addition, to the
  // new company's Edit once the list holds it (else to Add).
  const pendingFocus = useRef<CompaniesFocus>(null);
  useEffect(() => {
    pendingFocus.current = focus;
  }, [focus]);
  useEffect(() => {
    const want = pendingFocus.current;
    if (!want || companies.isPending) return;
    const add = box.current?.querySelector<HTMLElement>('[data-company-add]');
    const target =
      want.kind === 'edit'
        ? box.current?.querySelector<HTMLElement>(`[data-company-edit="${want.companyId}"]`)
        : add;
    if (!target && companies.isFetching) return;
    (target ?? add)?.focus();
    pendingFocus.current = null;
  }, [focus, companies.isPending, companies.isFetching, companies.data]);

  const zoneName = (zone: string) => {
    const key = timezoneNameKey(zone);
    return key ? t(key) : zone;
  };

  const columns: ResponsiveColumn<TenantCompany>[] = [
    {
      key: 'name',
      header: t('tenantCompanies.column.name'),
      kind: 'title',
      cell: (company) => (
        <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {company.name}
        </Text>
      ),
    },
    {
      key: 'timezone',
      header: t('tenantCompanies.column.timezone'),
      cell: (company) => <Text size="sm">{zoneName(company.time_zone)}</Text>,
    },
    {
      key: 'users',
      header: t('tenantCompanies.column.users'),
      cell: (company) => (
        <Text size="sm">{t('tenantCompanies.users', { count: company.user_count })}</Text>
      ),
    },
    {
      key: 'actions',
      header: t('tenantCompanies.column.actions'),
      kind: 'actions',
      cell: (company) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPencil size={14} aria-hidden />}
          aria-label={t('tenantCompanies.editLabel', { name: company.name })}
          data-company-edit={company.id}
          onClick={() => props.onEdit(company)}
        >
          {t('tenantCompanies.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="tenant-companies-heading" ref={box}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={3} size="h5" id="tenant-companies-heading">
          {t('tenantCompanies.title')}
        </Title>
        <Button
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={props.onAdd}
          data-company-add
        >
          {t('tenantCompanies.add')}
        </Button>
      </Group>
      {props.success ? (
        <SuccessAlert onClose={props.onDismissSuccess}>{tm(props.success)}</SuccessAlert>
      ) : null}
      {companies.isError ? (
        <ErrorAlert onRetry={() => void companies.refetch()} retrying={companies.isFetching}>
          {TENANT_MESSAGES.companiesFailed}
        </ErrorAlert>
      ) : (
        <ResponsiveTable
          label={t('tenantCompanies.tableLabel')}
          columns={columns}
          rows={companies.data}
          rowKey={(company) => company.id}
          minWidth={520}
          tableProps={{ verticalSpacing: 'xs' }}
          message={
            companies.isPending
              ? t('tenantCompanies.loading')
              : companies.data.length === 0
                ? t('tenantCompanies.empty')
                : undefined
          }
        />
      )}
    </Stack>
  );
}
