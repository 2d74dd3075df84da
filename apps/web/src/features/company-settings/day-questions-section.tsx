import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Message } from '@sitehours/contract/messages';
import { DAY_QUESTION_TEXT_MAX, DAY_QUESTIONS_MAX } from '@sitehours/contract/rules';
import type { DayQuestions } from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { useDayQuestions, useSaveDayQuestions } from './api/day-questions';
import {
  addCustom,
  canAdd,
  canRemove,
  canRestoreBreaks,
  draftOf,
  isChanged,
  keyOfPath,
  questionMessage,
  removeQuestion,
  requestOf,
  restoreBreaks,
  setText,
  validateDraft,
  type DayQuestionsDraft,
  type QuestionDraft,
} from './day-questions-rules';
import { SettingsCard } from './settings-card';

/**
 * End-of-day questions: the yes/no questions each worker answers when signing their
 * day (the injury question always; "Injured: yes" alerts the admins), and whether entries wait
 * for their worker's signature before they can be approved.
 */
export function DayQuestionsSection(props: {
  companyId: string;
  onSaved: (message: string) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const saved = useDayQuestions(props.companyId);

  return (
    <SettingsCard title={t('dayQuestions.title')} headingId={headingId}>
      <Text size="sm">{t('dayQuestions.description')}</Text>
      {saved.isError ? (
        <ErrorAlert onRetry={() => void saved.refetch()} retrying={saved.isFetching}>
          {t('dayQuestions.loadFailed')}
        </ErrorAlert>
      ) : saved.data ? (
        <DayQuestionsForm
          key={JSON.stringify(saved.data)}
          companyId={props.companyId}
          saved={saved.data}
          headingId={headingId}
          onSaved={props.onSaved}
          onError={props.onError}
        />
      ) : (
        <Text size="sm" c="dimmed" role="status">
          {t('dayQuestions.loading')}
        </Text>
      )}
    </SettingsCard>
  );
}

function DayQuestionsForm(props: {
  companyId: string;
  saved: DayQuestions;
  headingId: string;
  onSaved: (message: string) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('settings');
  const tm = useTranslateMessage();
  const save = useSaveDayQuestions(props.companyId);
  const [draft, setDraft] = useState<DayQuestionsDraft>(() => draftOf(props.saved));
  const [errors, setErrors] = useState<Record<string, ShownMessage>>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const nextKey = useRef(0);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const changed = isChanged(draft, props.saved);

  const update = (next: DayQuestionsDraft) => {
    setDraft(next);
    setFormError(null);
  };

  const add = () => {
    nextKey.current += 1;
    const key = `new-${nextKey.current}`;
    update(addCustom(draft, key));
    // The new question's field takes the focus once it is drawn.
    requestAnimationFrame(() => inputs.current.get(key)?.focus());
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const problems = validateDraft(draft);
    setErrors(problems.fields);
    setFormError(problems.form);
    const first = Object.keys(problems.fields)[0];
    if (first) inputs.current.get(first)?.focus();
    if (first || problems.form) return;
    save.mutate(requestOf(draft), {
      onSuccess: () => props.onSaved(t('dayQuestions.saved')),
      onError: (error) => {
        const fields: Record<string, ShownMessage> = {};
        if (error instanceof ApiError)
          for (const f of error.fieldErrors) {
            const key = keyOfPath(draft, f.path);
            if (key) fields[key] = f.msg;
          }
        setErrors(fields);
        props.onError(
          error instanceof ApiError && error.serverMessage
            ? typeof error.serverMessage === 'string'
              ? error.serverMessage
              : tm(error.serverMessage)
            : t('dayQuestions.failed'),
        );
      },
    });
  };

  const customNumbers = new Map(
    draft.questions.filter((q) => q.kind === 'custom').map((q, i) => [q.key, i + 1]),
  );
  const label = (q: QuestionDraft) => {
    const code = questionMessage(q);
    return code
      ? tm(code)
      : t('dayQuestions.customLabel', { number: customNumbers.get(q.key) ?? 1 });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={props.headingId}>
      <Stack gap="md">
        <Stack
          gap="xs"
          component="ol"
          aria-label={t('dayQuestions.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {draft.questions.map((q) => {
            const name = label(q);
            const error = errors[q.key];
            return (
              <Paper key={q.key} component="li" withBorder p="xs" data-testid="day-question">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <div style={{ flex: 1, minWidth: 0 }}>
                    {q.kind === 'custom' ? (
                      <TextInput
                        ref={(el) => {
                          if (el) inputs.current.set(q.key, el);
                          else inputs.current.delete(q.key);
                        }}
                        label={name}
                        required
                        maxLength={DAY_QUESTION_TEXT_MAX}
                        placeholder={t('dayQuestions.customPlaceholder')}
                        value={q.text}
                        onChange={(e) => {
                          update(setText(draft, q.key, e.currentTarget.value));
                          if (errors[q.key]) setErrors(({ [q.key]: _, ...rest }) => rest);
                        }}
                        error={error ? tm(error) : undefined}
                      />
                    ) : (
                      <Group gap="xs" wrap="wrap" mih={36}>
                        <Text size="sm" fw={500}>
                          {name}
                        </Text>
                        {q.kind === 'injury' ? (
                          <Badge variant="light" color="red" c="red.9">
                            {t('dayQuestions.alwaysAsked')}
                          </Badge>
                        ) : null}
                      </Group>
                    )}
                  </div>
                  {canRemove(q) ? (
                    <Tooltip label={t('dayQuestions.remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        mt={q.kind === 'custom' ? 24 : 0}
                        aria-label={t('dayQuestions.removeLabel', {
                          question: q.kind === 'custom' && q.text.trim() ? q.text.trim() : name,
                        })}
                        onClick={() => update(removeQuestion(draft, q.key))}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              </Paper>
            );
          })}
        </Stack>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={!canAdd(draft)}
          >
            {t('dayQuestions.add')}
          </Button>
          {canRestoreBreaks(draft) ? (
            <Button variant="subtle" onClick={() => update(restoreBreaks(draft))}>
              {t('dayQuestions.restoreBreaks')}
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {canAdd(draft)
            ? t('dayQuestions.limit', { max: DAY_QUESTIONS_MAX })
            : t('dayQuestions.limitReached', { max: DAY_QUESTIONS_MAX })}
        </Text>
        {formError ? <ErrorAlert>{tm(formError)}</ErrorAlert> : null}
        <Switch
          label={t('dayQuestions.requireSignatures')}
          description={t('dayQuestions.requireSignaturesDescription')}
          checked={draft.requireSignatures}
          onChange={(e) => update({ ...draft, requireSignatures: e.currentTarget.checked })}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={!changed || save.isPending}
            onClick={() => {
              setDraft(draftOf(props.saved));
              setErrors({});
              setFormError(null);
            }}
          >
            {t('dayQuestions.undo')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            {t('dayQuestions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
