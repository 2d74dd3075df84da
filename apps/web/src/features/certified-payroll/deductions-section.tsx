import { useId, useState } from 'react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CertifiedPayroll, CertifiedPayrollWorker } from '@sitehours/contract/schemas';
import { ApiError } from '@/app/errors/api-error';
import { useErrorMessage } from '@/app/errors/use-error-message';
import { downloadBlob } from '@/app/file-transfer';
import { useFormat } from '@/app/i18n/format';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import {
  ResponsiveTable,
  type ResponsiveColumn,
} from '@/components/responsive-table/responsive-table';
import { useTimedMessage } from '@/components/use-timed-message';
import { useImportDeductions, useSaveDeductions } from './api/certified-payroll';
import {
  changedDeductionRows,
  csvForImport,
  deductionDrafts,
  deductionErrors,
  deductionsTemplateCsv,
  deductionsTemplateName,
  DEDUCTIONS_COLUMNS,
  shownMoney,
  type DeductionDraft,
  type DeductionField,
} from './certified-payroll-rules';

type RowErrors = Record<string, Partial<Record<DeductionField, string>>>;

const inputId = (userId: string, field: DeductionField) => `deduction-${field}-${userId}`;

/** Moves to a worker's deductions (from the warning that they are missing). */
export function focusDeductions(userId: string) {
  const input = document.getElementById(inputId(userId, 'fica'));
  input?.scrollIntoView({ block: 'center' });
  input?.focus();
}

/**
 * Column 8 of the payroll: each worker's FICA, withholding and other deductions for the week,
 * typed here and saved together, or imported from a CSV file.
 */
export function DeductionsSection(props: { payroll: CertifiedPayroll }) {
  const { t } = useTranslation('certified-payroll');
  const headingId = useId();
  const { payroll } = props;
  // Saved or imported deductions come back with the week: the form starts again from them.
  const onFile = JSON.stringify(payroll.workers.map((w) => w.deductions));
  const save = useSaveDeductions(payroll.jobId);
  const [notice, setNotice] = useTimedMessage();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h4" id={headingId}>
            {t('deductions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('deductions.intro')}
          </Text>
        </Stack>
        <DeductionsForm
          key={onFile}
          payroll={payroll}
          save={save}
          notice={notice}
          onNotice={setNotice}
        />
        <DeductionsImport payroll={payroll} />
      </Stack>
    </Paper>
  );
}

/** The typed deductions; the save and its notice live above, since a save starts it again. */
function DeductionsForm(props: {
  payroll: CertifiedPayroll;
  save: ReturnType<typeof useSaveDeductions>;
  notice: string | null;
  onNotice: (text: string | null) => void;
}) {
  const { t } = useTranslation('certified-payroll');
  const tm = useTranslateMessage();
  const errorText = useErrorMessage();
  const { locale } = useFormat();
  const { payroll, save, notice, onNotice: setNotice } = props;
  const [drafts, setDrafts] = useState(() => deductionDrafts(payroll.workers));
  const [errors, setErrors] = useState<RowErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (userId: string, field: DeductionField, value: string) => {
    setDrafts((all) => ({ ...all, [userId]: { ...all[userId]!, [field]: value } }));
    setErrors((all) => ({ ...all, [userId]: { ...all[userId], [field]: undefined } }));
  };

  const submit = () => {
    setNotice(null);
    setFailure(null);
    const rows = changedDeductionRows(payroll.workers, drafts);
    if (rows.length === 0) {
      setNotice(t('deductions.nothingChanged'));
      return;
    }
    const request = { weekStart: payroll.weekStart, rows };
    const found = deductionErrors(request);
    const shown: RowErrors = {};
    for (const [userId, fields] of Object.entries(found))
      for (const [field, code] of Object.entries(fields))
        (shown[userId] ??= {})[field as DeductionField] = tm(code);
    setErrors(shown);
    if (Object.keys(shown).length > 0) return;
    save.mutate(request, {
      onSuccess: ({ saved }) => setNotice(t('deductions.saved', { count: saved })),
      onError: (error) => {
        const byRow: RowErrors = {};
        if (error instanceof ApiError)
          for (const f of error.fieldErrors) {
            const match = /^rows\.(\d+)\.(fica|withholding|other|otherNote)$/.exec(f.path);
            const row = match ? rows[Number(match[1])] : undefined;
            if (match && row) (byRow[row.userId] ??= {})[match[2] as DeductionField] = tm(f.msg);
          }
        setErrors(byRow);
        setFailure(errorText(error));
      },
    });
  };

  const amount = (field: 'fica' | 'withholding' | 'other', header: string) => ({
    key: field,
    header,
    cell: (w: CertifiedPayrollWorker) => (
      <DeductionInput
        worker={w}
        field={field}
        draft={drafts[w.userId]!}
        error={errors[w.userId]?.[field]}
        onChange={edit}
        label={t(`deductions.${field}For`, { name: w.name })}
      />
    ),
  });
  const columns: ResponsiveColumn<CertifiedPayrollWorker>[] = [
    {
      key: 'worker',
      header: t('table.worker'),
      kind: 'title',
      cell: (w) => (
        <Text fw={600} size="sm">
          {w.name}
        </Text>
      ),
    },
    {
      key: 'gross',
      header: t('deductions.allWorkGross'),
      ta: 'right',
      cell: (w) => shownMoney(w.allWorkGross, locale),
    },
    amount('fica', t('deductions.fica')),
    amount('withholding', t('deductions.withholding')),
    amount('other', t('deductions.other')),
    {
      key: 'otherNote',
      header: t('deductions.otherNote'),
      cell: (w) => (
        <DeductionInput
          worker={w}
          field="otherNote"
          draft={drafts[w.userId]!}
          error={errors[w.userId]?.otherNote}
          onChange={edit}
          label={t('deductions.otherNoteFor', { name: w.name })}
        />
      ),
    },
  ];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <ResponsiveTable
          label={t('deductions.title')}
          columns={columns}
          rows={payroll.workers}
          rowKey={(w) => w.userId}
          minWidth={860}
          tableProps={{ verticalSpacing: 'xs' }}
        />
        {failure ? <ErrorAlert onClose={() => setFailure(null)}>{failure}</ErrorAlert> : null}
        {notice ? <SuccessAlert onClose={() => setNotice(null)}>{notice}</SuccessAlert> : null}
        <Group>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('deductions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DeductionInput(props: {
  worker: CertifiedPayrollWorker;
  field: DeductionField;
  draft: DeductionDraft;
  error: string | undefined;
  label: string;
  onChange: (userId: string, field: DeductionField, value: string) => void;
}) {
  const note = props.field === 'otherNote';
  return (
    <TextInput
      id={inputId(props.worker.userId, props.field)}
      aria-label={props.label}
      inputMode={note ? 'text' : 'decimal'}
      autoComplete="off"
      maxLength={note ? 200 : 12}
      w={note ? undefined : 110}
      miw={note ? 140 : undefined}
      styles={note ? undefined : { input: { textAlign: 'right' } }}
      value={props.draft[props.field]}
      error={props.error}
      onChange={(e) => props.onChange(props.worker.userId, props.field, e.currentTarget.value)}
    />
  );
}

/** A CSV of the week's deductions: the file's text goes to the server, which checks each row. */
function DeductionsImport(props: { payroll: CertifiedPayroll }) {
  const { t } = useTranslation('certified-payroll');
  const tm = useTranslateMessage();
  const errorText = useErrorMessage();
  const { payroll } = props;
  const importFile = useImportDeductions(payroll.jobId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const [done, setDone] = useTimedMessage();

  const send = async () => {
    setDone(null);
    setRowErrors([]);
    if (!file) {
      setFileError(t('import.chooseFile'));
      return;
    }
    let csv: string;
    try {
      csv = csvForImport(await file.text());
    } catch {
      setFileError(t('import.unreadable'));
      return;
    }
    importFile.mutate(
      { weekStart: payroll.weekStart, csv },
      {
        onSuccess: ({ saved }) => {
          setFile(null);
          setDone(t('import.done', { count: saved }));
        },
        onError: (error) => {
          const listed = error instanceof ApiError ? error.fieldErrors.map((f) => tm(f.msg)) : [];
          if (listed.length > 0) setRowErrors(listed);
          else setFileError(errorText(error));
        },
      },
    );
  };

  const template = () =>
    downloadBlob(
      deductionsTemplateName(payroll),
      new Blob([deductionsTemplateCsv(payroll.workers)], { type: 'text/csv;charset=utf-8' }),
    );

  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {t('import.title')}
      </Title>
      <Text size="sm">{t('import.hint', { columns: DEDUCTIONS_COLUMNS.join(', ') })}</Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={t('import.file')}
          placeholder={t('import.placeholder')}
          accept=".csv,text/csv"
          clearable
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(null);
            setRowErrors([]);
          }}
          error={fileError}
          w={280}
          maw="100%"
        />
        <Button
          variant="default"
          leftSection={<IconUpload size={16} aria-hidden />}
          loading={importFile.isPending}
          onClick={() => void send()}
        >
          {t('import.send')}
        </Button>
        <Button
          variant="subtle"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={template}
        >
          {t('import.template')}
        </Button>
      </Group>
      {rowErrors.length > 0 ? (
        <Alert color="red" role="alert" title={t('import.rowErrors', { count: rowErrors.length })}>
          <List size="sm" spacing={2}>
            {rowErrors.slice(0, 50).map((text, i) => (
              <List.Item key={i}>{text}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {done ? <SuccessAlert onClose={() => setDone(null)}>{done}</SuccessAlert> : null}
    </Stack>
  );
}
