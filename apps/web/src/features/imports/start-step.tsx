import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MESSAGES, MESSAGES } from '@sitehours/contract/messages';
import { IMPORT_KINDS, type ImportKind } from '@sitehours/contract/rules';
import type { ImportDraft } from '@sitehours/contract/schemas';
import { ApiError } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { useExportDownload, useUploadImport } from './api/imports';
import { MissingTokenError } from './api/upload-import';
import { checkImportFile, EXPORT_FORMATS, IMPORT_ACCEPT } from './import-rules';
import { useImportErrorText } from './import-texts';
import classes from './imports.module.css';
import { RecentImports } from './recent-imports';

/**
 * The first step: what the file holds and the file itself, sent with its progress shown; below,
 * each list as it stands in the import's layout (also the template of a first import), and the
 * company's recent imports.
 */
export function StartStep(props: {
  onUploaded: (draft: ImportDraft) => void;
  onOpen: (id: string) => void;
}) {
  return (
    <Stack gap="md">
      <UploadForm onUploaded={props.onUploaded} />
      <CurrentLists />
      <RecentImports onOpen={props.onOpen} />
    </Stack>
  );
}

function UploadForm(props: { onUploaded: (draft: ImportDraft) => void }) {
  const { t } = useTranslation('imports');
  const tm = useTranslateMessage();
  const errorText = useImportErrorText();
  const headingId = useId();
  const upload = useUploadImport();
  const [kind, setKind] = useState<ImportKind | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [kindError, setKindError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(0);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFailure(null);
    const problem = chosen ? checkImportFile(chosen) : null;
    setFileError(problem ? tm(problem) : null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending) return;
    setFailure(null);
    const noKind = kind === null ? tm(IMPORT_MESSAGES.kindUnknown) : null;
    const problem = file ? checkImportFile(file) : IMPORT_MESSAGES.fileMissing;
    setKindError(noKind);
    setFileError(problem ? tm(problem) : null);
    if (kind === null || !file || problem) return;
    setSent(0);
    upload.mutate(
      { kind, file, onProgress: setSent },
      {
        onSuccess: props.onUploaded,
        onError: (error) => {
          // What the server found in the file (or the kind) is said under it; anything else above.
          if (error instanceof MissingTokenError) {
            setFailure(tm(MESSAGES.sessionExpired));
            return;
          }
          const field = error instanceof ApiError ? error.fieldErrors[0] : undefined;
          if (field?.path === 'kind') setKindError(tm(field.msg));
          else if (field) setFileError(tm(field.msg));
          else setFailure(errorText(error));
        },
      },
    );
  };

  const percent = Math.round(sent * 100);
  return (
    <Paper withBorder p="md">
      <form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <Stack gap="md">
          <Title order={2} size="h4" id={headingId}>
            {t('start.title')}
          </Title>
          <Radio.Group
            label={t('start.kind')}
            value={kind}
            onChange={(value) => {
              setKind(value);
              setKindError(null);
            }}
            error={kindError}
            required
          >
            <Stack gap="sm" mt="xs">
              {IMPORT_KINDS.map((k) => (
                <Radio key={k} value={k} label={t(`kind.${k}`)} description={t(`kindHint.${k}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <FileInput
            label={t('start.file')}
            description={t('start.fileHint')}
            placeholder={t('start.filePlaceholder')}
            accept={IMPORT_ACCEPT}
            clearable
            clearButtonProps={{ 'aria-label': t('start.clearFile') }}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            value={file}
            onChange={chooseFile}
            error={fileError}
            required
            maw={480}
          />
          {upload.isPending ? (
            <Stack gap={4} role="status" aria-live="polite">
              <Text size="sm">
                {percent < 100 ? t('start.uploading', { percent }) : t('start.reading')}
              </Text>
              <Progress
                value={percent}
                animated={percent >= 100}
                aria-label={t('start.progress')}
                maw={480}
              />
            </Stack>
          ) : null}
          {failure ? <ErrorAlert onClose={() => setFailure(null)}>{failure}</ErrorAlert> : null}
          <Group>
            <Button
              type="submit"
              loading={upload.isPending}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              {t('start.upload')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Each list as it stands, as CSV or XLSX: to round-trip it, or as a first import's template. */
function CurrentLists() {
  const { t } = useTranslation('imports');
  const errorText = useImportErrorText();
  const headingId = useId();
  const download = useExportDownload();
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            {t('lists.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lists.intro')}
          </Text>
        </Stack>
        <ul className={classes.lists}>
          {IMPORT_KINDS.map((kind) => (
            <li key={kind} className={classes.list}>
              <Text size="sm" fw={600}>
                {t(`kind.${kind}`)}
              </Text>
              <Group gap="xs">
                {EXPORT_FORMATS.map((format) => {
                  const busy =
                    download.isPending &&
                    download.variables.kind === kind &&
                    download.variables.format === format;
                  return (
                    <Button
                      key={format}
                      size="xs"
                      variant="default"
                      leftSection={<IconDownload size={14} aria-hidden />}
                      loading={busy}
                      disabled={download.isPending && !busy}
                      aria-label={t(`lists.download.${format}`, { list: t(`kind.${kind}`) })}
                      onClick={() => {
                        setSaved(null);
                        download.mutate({ kind, format }, { onSuccess: setSaved });
                      }}
                    >
                      {t(`lists.${format}`)}
                    </Button>
                  );
                })}
              </Group>
            </li>
          ))}
        </ul>
        {download.isError ? (
          <ErrorAlert onClose={() => download.reset()}>{errorText(download.error)}</ErrorAlert>
        ) : null}
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {saved ? t('lists.saved', { name: saved }) : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
