import { useMemo, useState } from 'react';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconPlus } from '@tabler/icons-react';
import { useSession } from '../../app/session/session-context';
import { ErrorAlert, SuccessAlert, WarningAlert } from '../../components/feedback-alerts';
import { PageHeader } from '../../components/page-header';
import { useTimedMessage } from '../../components/use-timed-message';
import {
  useToggleWcCodeStatus,
  useToggleWorkTypeStatus,
  useWorkTypes,
  useWorkTypesWithCodes,
} from './api/work-types';
import { WorkTypeForm } from './work-type-form';
import { WorkTypeItem } from './work-type-item';
import {
  WORK_TYPE_TEXTS,
  activeCodeCountOf,
  codeStatusSuccessText,
  failureText,
  statusSuccessText,
  type WcCodeRecord,
  type WorkTypeRecord,
} from './work-type-rules';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; workTypeId: string };

/** /work-types-wc-codes — Work Types and WC Codes (company spec §2.5, §5, §8). */
export function WorkTypesPage() {
  const session = useSession();
  const companyId = session.company?.id ?? null;
  const workTypes = useWorkTypes(companyId);
  const withCodes = useWorkTypesWithCodes();
  const toggleStatus = useToggleWorkTypeStatus(companyId);
  const toggleCode = useToggleWcCodeStatus();
  const [showInactive, setShowInactive] = useState(false);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [success, setSuccess] = useTimedMessage();
  const [warning, setWarning] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const codesById = useMemo(() => {
    const map = new Map<string, WcCodeRecord[]>();
    for (const wt of withCodes.data ?? []) map.set(wt.workTypeId, wt.wcCodes);
    return map;
  }, [withCodes.data]);

  const listed = (workTypes.data ?? []).filter((w) => showInactive || w.isActive);
  const editing =
    form.mode === 'edit'
      ? ((workTypes.data ?? []).find((w) => w.workTypeId === form.workTypeId) ?? null)
      : null;

  const clearBanners = () => {
    setSuccess(null);
    setWarning(null);
    setActionError(null);
  };
  const closeForm = () => setForm({ mode: 'closed' });
  const openAdd = () => {
    clearBanners();
    setForm({ mode: 'add' });
  };
  const onEdit = (workType: WorkTypeRecord) => {
    clearBanners();
    setForm((f) =>
      f.mode === 'edit' && f.workTypeId === workType.workTypeId
        ? { mode: 'closed' }
        : { mode: 'edit', workTypeId: workType.workTypeId },
    );
  };
  const onToggleStatus = (workType: WorkTypeRecord) => {
    clearBanners();
    toggleStatus.mutate(workType, {
      onSuccess: () => setSuccess(statusSuccessText(workType.workTypeName, !workType.isActive)),
      onError: (error) => setActionError(failureText(error, WORK_TYPE_TEXTS.statusFailed)),
    });
  };
  const onToggleCode = (code: WcCodeRecord) => {
    clearBanners();
    toggleCode.mutate(code.id, {
      onSuccess: () => setSuccess(codeStatusSuccessText(code.code, !code.isActive)),
      onError: (error) => setActionError(failureText(error, WORK_TYPE_TEXTS.codeStatusFailed)),
    });
  };
  const toggleExpanded = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const formBusy = form.mode !== 'closed';
  let formArea = null;
  if (form.mode === 'add') {
    formArea = (
      <WorkTypeForm
        key="new"
        workType={null}
        codes={[]}
        companyId={companyId}
        onCancel={closeForm}
        onClosed={closeForm}
        onSaved={(outcome) => {
          setSuccess(outcome.messages.join('\n'));
          setWarning(outcome.warning ?? null);
          setExpanded((prev) => new Set(prev).add(outcome.workTypeId));
        }}
      />
    );
  } else if (form.mode === 'edit' && editing) {
    const codes = codesById.get(editing.workTypeId);
    formArea = withCodes.isError ? (
      <ErrorAlert onRetry={() => void withCodes.refetch()} retrying={withCodes.isFetching}>
        {WORK_TYPE_TEXTS.loadCodesFailed}
      </ErrorAlert>
    ) : withCodes.isPending ? (
      <Paper withBorder p="lg">
        <Group gap="xs" justify="center" role="status">
          <Loader size="sm" />
          <Text c="dimmed" size="sm">
            Loading WC codes...
          </Text>
        </Group>
      </Paper>
    ) : (
      <WorkTypeForm
        key={editing.workTypeId}
        workType={editing}
        codes={codes ?? []}
        companyId={companyId}
        onCancel={closeForm}
        onClosed={closeForm}
        onSaved={(outcome) => {
          setSuccess(outcome.messages.join('\n'));
          setWarning(outcome.warning ?? null);
        }}
      />
    );
  }

  let list;
  if (workTypes.isPending) {
    list = (
      <Paper withBorder p="lg">
        <Group gap="xs" justify="center" role="status">
          <Loader size="sm" />
          <Text c="dimmed" size="sm">
            {WORK_TYPE_TEXTS.loading}
          </Text>
        </Group>
      </Paper>
    );
  } else if (workTypes.isError) {
    list = (
      <ErrorAlert onRetry={() => void workTypes.refetch()} retrying={workTypes.isFetching}>
        {WORK_TYPE_TEXTS.loadFailed}
      </ErrorAlert>
    );
  } else if (listed.length === 0) {
    list = (
      <Paper withBorder p="lg">
        <Text c="dimmed" ta="center" size="sm">
          {WORK_TYPE_TEXTS.empty}
        </Text>
      </Paper>
    );
  } else {
    list = (
      <Stack gap="sm" role="list" aria-label="Work types">
        {listed.map((wt) => {
          const codes = codesById.get(wt.workTypeId);
          return (
            <div role="listitem" key={wt.workTypeId}>
              <WorkTypeItem
                workType={wt}
                codes={codes}
                codesLoading={withCodes.isPending}
                activeCount={activeCodeCountOf(wt, codes)}
                showInactive={showInactive}
                expanded={expanded.has(wt.workTypeId)}
                onToggleExpanded={() => toggleExpanded(wt.workTypeId)}
                editing={form.mode === 'edit' && form.workTypeId === wt.workTypeId}
                onEdit={() => onEdit(wt)}
                statusBusy={
                  toggleStatus.isPending && toggleStatus.variables?.workTypeId === wt.workTypeId
                }
                onToggleStatus={() => onToggleStatus(wt)}
                busyCodeId={toggleCode.isPending ? (toggleCode.variables ?? null) : null}
                onToggleCode={onToggleCode}
                actionsDisabled={toggleStatus.isPending}
              />
            </div>
          );
        })}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title="Work Types & WC Codes"
        subtitle="Work types crews book time against, with their workers' compensation codes"
        actions={
          <>
            <Button
              variant="default"
              leftSection={showInactive ? <IconEyeOff size={16} /> : <IconEye size={16} />}
              aria-pressed={showInactive}
              onClick={() => setShowInactive((v) => !v)}
            >
              {showInactive ? 'Hide Inactive' : 'Show Inactive'}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={openAdd}
              disabled={form.mode === 'add'}
            >
              Add Work Type
            </Button>
          </>
        }
      />
      <Stack gap="md">
        {actionError ? (
          <ErrorAlert onClose={() => setActionError(null)}>{actionError}</ErrorAlert>
        ) : null}
        {withCodes.isError && !formBusy ? (
          <ErrorAlert onRetry={() => void withCodes.refetch()} retrying={withCodes.isFetching}>
            {WORK_TYPE_TEXTS.loadCodesFailed}
          </ErrorAlert>
        ) : null}
        {success ? (
          <SuccessAlert onClose={() => setSuccess(null)}>
            <Stack gap={2}>
              {success.split('\n').map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Stack>
          </SuccessAlert>
        ) : null}
        {warning ? <WarningAlert onClose={() => setWarning(null)}>{warning}</WarningAlert> : null}
        {formArea}
        {list}
      </Stack>
    </>
  );
}
