import { useState, type FormEvent } from 'react';
import { Box, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CompanySettings } from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSettingsMutation } from './api/company-settings';
import { EditButton, FormButtons, NOT_SET } from './settings-card';
import { emailPayload, optionalEmailError } from './settings-rules';

/** One e-mail of the company (contact or billing contact), saved by its own call. */
export function EmailSetting(props: {
  label: string;
  /** The edit button's name, e.g. 'Edit Contact Email'. */
  editLabel: string;
  current: string | null;
  companyId: string;
  call: (companyId: string, email: string | null) => Promise<CompanySettings>;
  successText: string;
  failureText: string;
  onSaved: (settings: CompanySettings, message: string) => void;
  onError: (message: string) => void;
}) {
  const tm = useTranslateMessage();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<ShownMessage | null>(null);
  const save = useSettingsMutation(props.companyId, props.call);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value === null || save.isPending) return;
    const invalid = optionalEmailError(value);
    setError(invalid);
    if (invalid) return;
    save.mutate(emailPayload(value), {
      onSuccess: (next) => {
        setValue(null);
        props.onSaved(next, props.successText);
      },
      onError: (e) => {
        const field = e instanceof ApiError ? e.fieldErrors[0]?.msg : undefined;
        setError(field ?? null);
        props.onError(props.failureText);
      },
    });
  };

  if (value !== null) {
    return (
      <form onSubmit={submit} noValidate aria-label={props.label}>
        <Stack gap="sm">
          <TextInput
            label={props.label}
            type="email"
            autoComplete="email"
            autoFocus
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setError(null);
            }}
            onBlur={() => setValue((v) => (v === null ? v : v.trim()))}
            error={error ? tm(error) : null}
          />
          <FormButtons saving={save.isPending} onCancel={() => setValue(null)} />
        </Stack>
      </form>
    );
  }

  return (
    <Group justify="space-between" wrap="wrap" gap="xs" align="flex-end">
      <Box style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {props.label}
        </Text>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {props.current || NOT_SET}
        </Text>
      </Box>
      <EditButton
        label={props.editLabel}
        onClick={() => {
          setError(null);
          setValue(props.current ?? '');
        }}
      />
    </Group>
  );
}
