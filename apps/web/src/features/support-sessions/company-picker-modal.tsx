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
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { SUPPORT_MESSAGES } from '@sitehours/contract';
import { enterSupportSession } from '../../app/session/support-navigation';
import { formatDate, formatDateTime, formatRelativeTime } from './relative-time';
import { startSupportSession, supportTenantsQuery } from './support-api';
import {
  failureText,
  filterSupportTenants,
  startFailureText,
  tenantDisplayName,
  tenantListEmptyText,
  validateSupportStart,
} from './support-rules';
import type { SupportTenant } from './support-types';
import classes from './company-picker.module.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Select Company for Support Access' (platform spec §2 "Company picker modal"). */
export function CompanyPickerModal(props: { opened: boolean; onClose: () => void }) {
  const mobile = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Select Company for Support Access"
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
          placeholder="Search companies..."
          aria-label="Search companies"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
        />
        <Text id={listLabelId} size="sm" fw={600}>
          Companies
        </Text>
        {tenants.isPending ? (
          <Center py="lg">
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm" c="dimmed">
                Loading companies...
              </Text>
            </Group>
          </Center>
        ) : tenants.isError ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
            title={failureText('Failed to load tenants', tenants.error)}
          >
            <Button size="xs" variant="light" color="red" onClick={() => void tenants.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : visible.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {tenantListEmptyText(all.length, search)}
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
              {SUPPORT_MESSAGES.selectCompany}
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
  const { tenant } = props;
  const lastActivity = formatRelativeTime(tenant.last_activity, { fallback: 'Never' });
  return (
    <UnstyledButton
      className={classes.item}
      aria-pressed={props.selected}
      onClick={() => props.onSelect(tenant)}
    >
      <Text fw={600} size="sm" truncate>
        {tenantDisplayName(tenant)}
      </Text>
      <Text size="xs" c="dimmed">
        {plural(tenant.company_count, 'company', 'companies')} ·{' '}
        {plural(tenant.user_count, 'user', 'users')}
      </Text>
      <Text size="xs" c="dimmed">
        Last activity:{' '}
        {tenant.last_activity ? (
          <time dateTime={tenant.last_activity} title={formatDateTime(tenant.last_activity)}>
            {lastActivity}
          </time>
        ) : (
          'Never'
        )}
      </Text>
    </UnstyledButton>
  );
}

function StartSessionForm(props: { tenant: SupportTenant; onCancel: () => void }) {
  const { tenant } = props;
  const [reason, setReason] = useState('');
  const [ticketId, setTicketId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [entering, setEntering] = useState(false);

  const start = useMutation({
    mutationFn: startSupportSession,
    onSuccess: (result) => {
      setEntering(true);
      enterSupportSession(result.token);
    },
    onError: (e) => setError(startFailureText(e)),
  });
  const busy = start.isPending || entering;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateSupportStart({ tenantId: tenant.tenant_id, reason, ticketId });
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
      aria-label={`Start a support session for ${tenantDisplayName(tenant)}`}
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            {tenantDisplayName(tenant)}
          </Title>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Tenant ID: {tenant.tenant_id}
          </Text>
          <Text size="xs" c="dimmed">
            Created: {formatDate(tenant.created_at)}
          </Text>
        </div>
        <Textarea
          label="Reason for Access"
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
          label="Support Ticket ID"
          description="Optional"
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
          {SUPPORT_MESSAGES.auditNotice}
        </Alert>
        {error ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Starting Session...' : 'Start Support Session'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
