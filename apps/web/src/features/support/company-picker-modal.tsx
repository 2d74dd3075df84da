import type { ShownMessage } from '@/app/errors/api-error';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  NativeSelect,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGES } from '@sitehours/contract/messages';
import { useFormat } from '@/app/i18n/format';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { enterSupportSession } from '@/app/session/support-navigation';
import { NUMERIC_DATE, toDate } from './relative-time';
import { RelativeTime } from './relative-time-text';
import { startSupportSession, supportTenantsQuery, useTenantCompanies } from './support-api';
import {
  failureText,
  filterSupportTenants,
  startFailureText,
  tenantDisplayName,
  tenantListEmptyText,
  validateSupportStart,
} from './support-rules';
import type { SupportTenant } from '@sitehours/contract/schemas';
import classes from './company-picker.module.css';

/** 'Select Company for Support Access' (platform spec §2 "Company picker modal"). */
export function CompanyPickerModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('support');
  const mobile = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('picker.title')}
      size="xl"
      fullScreen={mobile}
      centered
    >
      {/* Mounted only while open: every opening starts with a fresh search and selection. */}
      {props.opened ? <PickerContent onClose={props.onClose} /> : null}
    </Modal>
  );
}

function PickerContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('support');
  const tm = useTranslateMessage();
  const tenants = useQuery(supportTenantsQuery);
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detailsRef = useRef<HTMLDivElement>(null);
  const listLabelId = useId();

  const all = useMemo(() => tenants.data ?? [], [tenants.data]);
  const visible = useMemo(() => filterSupportTenants(all, search), [all, search]);
  const selected = all.find((t) => t.tenant_id === selectedId) ?? null;

  const select = (tenant: SupportTenant) => {
    setSelectedId(tenant.tenant_id);
    // On a narrow screen the details sit below the list: bring them into view.
    requestAnimationFrame(() =>
      detailsRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="sm">
        <TextInput
          placeholder={t('picker.searchPlaceholder')}
          aria-label={t('picker.searchLabel')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
        />
        <Text id={listLabelId} size="sm" fw={600}>
          {t('picker.companies')}
        </Text>
        {tenants.isPending ? (
          <Center py="lg">
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm" c="dimmed">
                {t('picker.loading')}
              </Text>
            </Group>
          </Center>
        ) : tenants.isError ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
            title={failureText(t('picker.loadFailed'), tenants.error)}
          >
            <Button size="xs" variant="light" color="red" onClick={() => void tenants.refetch()}>
              {t('picker.tryAgain')}
            </Button>
          </Alert>
        ) : visible.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg" role="status">
            {tm(tenantListEmptyText(all.length, search))}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            <div className={classes.list} role="group" aria-labelledby={listLabelId}>
              {visible.map((tenant) => (
                <TenantItem
                  key={tenant.tenant_id}
                  tenant={tenant}
                  selected={tenant.tenant_id === selectedId}
                  onSelect={select}
                />
              ))}
            </div>
          </ScrollArea.Autosize>
        )}
      </Stack>

      <div ref={detailsRef}>
        {selected ? (
          <StartSessionForm key={selected.tenant_id} tenant={selected} onCancel={onClose} />
        ) : (
          <Center h="100%" mih={120} className={classes.details}>
            <Text c="dimmed" size="sm" ta="center">
              {tm(SUPPORT_MESSAGES.selectCompany)}
            </Text>
          </Center>
        )}
      </div>
    </SimpleGrid>
  );
}

function TenantItem(props: {
  tenant: SupportTenant;
  selected: boolean;
  onSelect: (tenant: SupportTenant) => void;
}) {
  const { t } = useTranslation('support');
  const { tenant } = props;
  return (
    <UnstyledButton
      className={classes.item}
      aria-pressed={props.selected}
      onClick={() => props.onSelect(tenant)}
    >
      <Text fw={600} size="sm" truncate>
        {tenantDisplayName(tenant)}
      </Text>
      {/* gray.7: readable on the selected item's tint too (dimmed is not). */}
      <Text size="xs" c="gray.7">
        {t('picker.companyCount', { count: tenant.company_count })} ·{' '}
        {t('picker.userCount', { count: tenant.user_count })}
      </Text>
      <Text size="xs" c="gray.7">
        {t('picker.lastActivity')}{' '}
        <RelativeTime value={tenant.last_activity} fallback={t('picker.never')} />
      </Text>
    </UnstyledButton>
  );
}

function StartSessionForm(props: { tenant: SupportTenant; onCancel: () => void }) {
  const { t } = useTranslation('support');
  const tm = useTranslateMessage();
  const format = useFormat();
  const { tenant } = props;
  const created = toDate(tenant.created_at);
  const [reason, setReason] = useState('');
  const [ticketId, setTicketId] = useState('');
  const severalCompanies = tenant.company_count > 1;
  const companies = useTenantCompanies(tenant.tenant_id, severalCompanies);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [error, setError] = useState<ShownMessage | null>(null);
  const [entering, setEntering] = useState(false);

  const start = useMutation({
    mutationFn: startSupportSession,
    onSuccess: (result) => {
      setEntering(true);
      enterSupportSession(result.token);
    },
    onError: (e) => setError(startFailureText(e, t('start.failed'))),
  });
  const busy = start.isPending || entering;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateSupportStart({
      tenantId: tenant.tenant_id,
      companyId,
      reason,
      ticketId,
    });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    start.mutate(checked.request);
  };

  return (
    <form
      className={classes.details}
      onSubmit={submit}
      noValidate
      aria-label={t('start.formLabel', { name: tenantDisplayName(tenant) })}
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            {tenantDisplayName(tenant)}
          </Title>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('start.tenantId', { id: tenant.tenant_id })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('start.created', { date: created ? format.dateTime(created, NUMERIC_DATE) : '' })}
          </Text>
        </div>
        {severalCompanies ? (
          <NativeSelect
            label={t('start.company')}
            description={
              companies.isPending
                ? t('start.companiesLoading')
                : companies.isError
                  ? t('start.companiesFailed')
                  : undefined
            }
            value={companyId ?? companies.data?.[0]?.id ?? ''}
            onChange={(e) => setCompanyId(e.currentTarget.value)}
            data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            disabled={busy || !companies.data}
          />
        ) : null}
        <Textarea
          label={t('start.reason')}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={1000}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            if (error) setError(null);
          }}
          disabled={busy}
        />
        <TextInput
          label={t('start.ticket')}
          description={t('start.optional')}
          maxLength={100}
          value={ticketId}
          onChange={(e) => setTicketId(e.currentTarget.value)}
          disabled={busy}
        />
        <Alert
          color="blue"
          variant="light"
          role="note"
          icon={<IconInfoCircle size={18} aria-hidden />}
        >
          {tm(SUPPORT_MESSAGES.auditNotice)}
        </Alert>
        {error ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {tm(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} disabled={busy}>
            {t('start.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('start.starting') : t('start.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
