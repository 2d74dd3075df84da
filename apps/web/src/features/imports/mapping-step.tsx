import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MESSAGES } from '@sitehours/contract/messages';
import { IMPORT_FIELDS } from '@sitehours/contract/rules';
import type { ImportDraft } from '@sitehours/contract/schemas';
import { ApiError } from '@/app/errors/api-error';
import { useFormat } from '@/app/i18n/format';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { useSaveMapping } from './api/imports';
import {
  columnSample,
  mappingChoices,
  mappingRequest,
  unmappedRequired,
  type MappingChoices,
} from './import-rules';
import { useFieldLabel, useImportErrorText } from './import-texts';

const selectId = (formId: string, field: string) => `${formId}-${field}`;

/**
 * The second step: for each field of the kind, the column of the file it is read from, guessed
 * from the headers or as last chosen for the company, with the column's first values shown so
 * the admin sees what it holds. A required field without a column is named before the preview
 * is asked for.
 */
export function MappingStep(props: {
  draft: ImportDraft;
  onPreview: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation('imports');
  const tm = useTranslateMessage();
  const errorText = useImportErrorText();
  const fieldLabel = useFieldLabel();
  const { number } = useFormat();
  const formId = useId();
  const { draft } = props;
  const fields = IMPORT_FIELDS[draft.kind];
  const save = useSaveMapping(draft.id);
  const [choices, setChoices] = useState<MappingChoices>(() =>
    mappingChoices(draft.kind, draft.mapping, draft.headers.length),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const missing = unmappedRequired(draft.kind, choices);
  const columns = [
    { value: '', label: t('map.none') },
    ...draft.headers.map((header, i) => ({
      value: String(i),
      label: header || t('map.column', { number: i + 1 }),
    })),
  ];

  /** Under each select: what the chosen column holds, or what choosing none means. */
  const hint = (field: (typeof fields)[number], column: string) => {
    if (column === '') return field.required ? t('map.requiredHint') : t('map.optionalHint');
    const sample = columnSample(draft.sample, column);
    return sample.length > 0
      ? t('map.sample', { values: sample.join(' · ') })
      : t('map.sampleEmpty');
  };

  const choose = (field: string, column: string) => {
    setChoices((all) => ({ ...all, [field]: column }));
    setErrors((all) => ({ ...all, [field]: '' }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    const unmapped = Object.fromEntries(
      missing.map((field) => [
        field,
        tm({ code: IMPORT_MESSAGES.requiredFieldUnmapped, params: { field: fieldLabel(field) } }),
      ]),
    );
    setErrors(unmapped);
    if (missing.length > 0) {
      document.getElementById(selectId(formId, missing[0]!))?.focus();
      return;
    }
    save.mutate(mappingRequest(draft.kind, choices), {
      onSuccess: props.onPreview,
      onError: (error) => {
        const byField: Record<string, string> = {};
        if (error instanceof ApiError)
          for (const f of error.fieldErrors) {
            const field = f.path.replace(/^mapping\./, '');
            if (fields.some((known) => known.key === field)) byField[field] = tm(f.msg);
          }
        setErrors(byField);
        setFailure(errorText(error));
      },
    });
  };

  return (
    <Paper withBorder p="md">
      <form noValidate onSubmit={submit} aria-labelledby={`${formId}-title`}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id={`${formId}-title`}>
              {t('map.title')}
            </Title>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('file.summary', {
                file: draft.fileName,
                kind: t(`kind.${draft.kind}`),
                rows: number(draft.rowCount, 0),
                count: draft.rowCount,
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('map.intro')}
            </Text>
          </Stack>
          {missing.length > 0 ? (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {t('map.missing', {
                fields: missing.map(fieldLabel).join(', '),
                count: missing.length,
              })}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
            {fields.map((field) => {
              const column = choices[field.key] ?? '';
              return (
                <NativeSelect
                  key={field.key}
                  id={selectId(formId, field.key)}
                  label={fieldLabel(field.key)}
                  required={field.required}
                  data={columns}
                  value={column}
                  onChange={(e) => choose(field.key, e.currentTarget.value)}
                  description={hint(field, column)}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  error={errors[field.key] || undefined}
                />
              );
            })}
          </SimpleGrid>
          {failure ? <ErrorAlert onClose={() => setFailure(null)}>{failure}</ErrorAlert> : null}
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={props.onStartOver}
              disabled={save.isPending}
            >
              {t('map.startOver')}
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconEye size={16} aria-hidden />}
            >
              {t('map.preview')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
