import { useMemo, useState } from 'react';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { companyToday } from '@/app/calendar-days';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSession } from '@/app/session/session-context';
import { ErrorAlert, SuccessAlert, WarningAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { useTimedMessage } from '@/components/use-timed-message';
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
  codeStatusSuccessKey,
  failureText,
  statusSuccessKey,
  type ScreenText,
  type WcCodeRecord,
  type WorkTypeRecord,
} from './work-type-rules';
import { useScreenText } from './work-type-texts';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; workTypeId: string };

/** /work-types-wc-codes — Work Types and WC Codes (company spec §2.5, §5, §8). */
export function WorkTypesPage() {
  const { t } = useTranslation('workTypes');
  const tm = useTranslateMessage();
  const screenText = useScreenText();
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
  const [warning, setWarning] = useState<ScreenText | null>(null);
  const [actionError, setActionError] = useState<ScreenText | null>(null);

  const codesById = useMemo(() => {
    const map = new Map<string, WcCodeRecord[]>();
    for (const wt of withCodes.data ?? []) map.set(wt.workTypeId, wt.wcCodes);
    return map;
  }, [withCodes.data]);
  // A threshold change applied from a later day: the bands shown are those of that day on.
  const today = companyToday(session.company?.time_zone);
  const laterBandsById = useMemo(() => {
    const map = new Map<string, string>();
    for (const wt of withCodes.data ?? [])
      if (wt.bandsFrom && wt.bandsFrom > today) map.set(wt.workTypeId, wt.bandsFrom);
    return map;
  }, [withCodes.data, today]);

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
      onSuccess: () =>
        setSuccess(t(statusSuccessKey(!workType.isActive), { name: workType.workTypeName })),
      onError: (error) => setActionError(failureText(error, WORK_TYPE_TEXTS.statusFailed)),
    });
  };
  const onToggleCode = (code: WcCodeRecord) => {
    clearBanners();
    toggleCode.mutate(code.id, {
      onSuccess: () => setSuccess(t(codeStatusSuccessKey(!code.isActive), { code: code.code })),
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
          setSuccess(outcome.messages.map(tm).join('\n'));
          setWarning(outcome.warning ?? null);
          setExpanded((prev) => new Set(prev).add(outcome.workTypeId));
        }}
      />
    );
  } else if (form.mode === 'edit' && editing) {
    const codes = codesById.get(editing.workTypeId);
    formArea = withCodes.isError ? (
      <ErrorAlert onRetry={() => void withCodes.refetch()} retrying={withCodes.isFetching}>
        {t('list.loadCodesFailed')}
      </ErrorAlert>
    ) : withCodes.isPending ? (
      <Paper withBorder p="lg">
        <Group gap="xs" justify="center" role="status">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed" size="sm">
            {t('codes.loading')}
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
          setSuccess(outcome.messages.map(tm).join('\n'));
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
          <Loader size="sm" aria-hidden />
          <Text c="dimmed" size="sm">
            {t('list.loading')}
          </Text>
        </Group>
      </Paper>
    );
  } else if (workTypes.isError) {
    list = (
      <ErrorAlert onRetry={() => void workTypes.refetch()} retrying={workTypes.isFetching}>
        {t('list.loadFailed')}
      </ErrorAlert>
    );
  } else if (listed.length === 0) {
    list = (
      <Paper withBorder p="lg" role="status">
        <Text c="dimmed" ta="center" size="sm">
          {t('list.empty')}
        </Text>
      </Paper>
    );
  } else {
    list = (
      <Stack gap="sm" role="list" aria-label={t('list.label')}>
        {listed.map((wt) => {
          const codes = codesById.get(wt.workTypeId);
          return (
            <div role="listitem" key={wt.workTypeId}>
              <WorkTypeItem
                workType={wt}
                codes={codes}
                bandsFrom={laterBandsById.get(wt.workTypeId) ?? null}
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
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={
                showInactive ? (
                  <IconEyeOff size={16} aria-hidden />
                ) : (
                  <IconEye size={16} aria-hidden />
                )
              }
              aria-pressed={showInactive}
              onClick={() => setShowInactive((v) => !v)}
            >
              {showInactive ? t('list.hideInactive') : t('list.showInactive')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={openAdd}
              disabled={form.mode === 'add'}
            >
              {t('list.add')}
            </Button>
          </>
        }
      />
      <Stack gap="md">
        {actionError ? (
          <ErrorAlert onClose={() => setActionError(null)}>{screenText(actionError)}</ErrorAlert>
        ) : null}
        {withCodes.isError && !formBusy ? (
          <ErrorAlert onRetry={() => void withCodes.refetch()} retrying={withCodes.isFetching}>
            {t('list.loadCodesFailed')}
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
        {warning ? (
          <WarningAlert onClose={() => setWarning(null)}>{screenText(warning)}</WarningAlert>
        ) : null}
        {formArea}
        {list}
      </Stack>
    </>
  );
}
