import { useId, useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CREW_MESSAGES } from '@sitehours/contract/messages';
import { DAY_QUESTION_TEXTS, PIN_PATTERN, type DayQuestion } from '@sitehours/contract/rules';
import { ApiError, serverMessageOr } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { useSignOff, type SignOffResult } from './api/crew-day';
import { allAnswered, pinInput } from './crew-rules';

export interface SignTarget {
  userId: string;
  name: string;
  date: string;
  /** The day's words for the dialog ('Mon, Nov 23 · 8.0 h'). */
  summary: string;
}

/** A question in the reader's language: a default by its message, a custom one as written. */
export function useQuestionText() {
  const tm = useTranslateMessage();
  return (q: DayQuestion) =>
    q.kind === 'custom' ? (q.text ?? '') : tm(DAY_QUESTION_TEXTS[q.kind]);
}

/**
 * A worker's answer on their day: the end-of-day questions (yes or no, large buttons), then
 * "Sign" or "Something is wrong" (with the reason). On the lead's device the worker's PIN is
 * asked (`withPin`); from the worker's own sign-in it is not.
 */
export function SignDayDialog(props: {
  target: SignTarget | null;
  questions: readonly DayQuestion[];
  withPin: boolean;
  onClose: () => void;
  onSigned: (target: SignTarget, result: SignOffResult, status: 'signed' | 'disputed') => void;
}) {
  const { t } = useTranslation('crew-day');
  const target = props.target;
  return (
    <Modal
      opened={target !== null}
      onClose={props.onClose}
      title={target ? t('sign.title', { name: target.name }) : ''}
      centered
      size="md"
    >
      {target ? (
        <SignDayForm
          key={`${target.userId}|${target.date}`}
          target={target}
          questions={props.questions}
          withPin={props.withPin}
          onClose={props.onClose}
          onSigned={props.onSigned}
        />
      ) : null}
    </Modal>
  );
}

function SignDayForm(props: {
  target: SignTarget;
  questions: readonly DayQuestion[];
  withPin: boolean;
  onClose: () => void;
  onSigned: (target: SignTarget, result: SignOffResult, status: 'signed' | 'disputed') => void;
}) {
  const { t } = useTranslation('crew-day');
  const tm = useTranslateMessage();
  const questionText = useQuestionText();
  const uid = useId();
  const sign = useSignOff();
  const [answers, setAnswers] = useState<Record<string, boolean | undefined>>({});
  const [mode, setMode] = useState<'sign' | 'dispute'>('sign');
  const [reason, setReason] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{
    answers?: string;
    reason?: string;
    pin?: string;
    form?: string;
  }>({});
  const { target, questions } = props;

  const submit = (status: 'signed' | 'disputed') => {
    const next: typeof errors = {};
    if (!allAnswered(questions, answers)) next.answers = tm(CREW_MESSAGES.answerRequired);
    if (status === 'disputed' && reason.trim() === '')
      next.reason = tm(CREW_MESSAGES.disputeReasonRequired);
    if (props.withPin && !PIN_PATTERN.test(pin))
      next.pin = tm(pin === '' ? CREW_MESSAGES.pinRequired : CREW_MESSAGES.pinFormat);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const chosen: Record<string, boolean> = {};
    for (const q of questions) chosen[q.id] = answers[q.id] === true;
    sign.mutate(
      {
        userId: target.userId,
        date: target.date,
        status,
        reason: status === 'disputed' ? reason.trim() : null,
        answers: chosen,
        ...(props.withPin ? { pin } : {}),
      },
      {
        onSuccess: (result) => props.onSigned(target, result, status),
        onError: (error) => {
          const message = serverMessageOr(error, t('sign.failed'));
          const pinError =
            error instanceof ApiError &&
            (error.code === CREW_MESSAGES.pinWrong ||
              error.code === CREW_MESSAGES.pinLocked ||
              error.code === CREW_MESSAGES.pinNotSet ||
              error.fieldErrors.some((f) => f.path === 'pin'));
          if (pinError) setPin('');
          setErrors(pinError ? { pin: tm(message) } : { form: tm(message) });
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(mode === 'sign' ? 'signed' : 'disputed');
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {target.summary}
        </Text>
        {errors.form ? <ErrorAlert>{errors.form}</ErrorAlert> : null}
        {questions.map((q) => {
          const labelId = `${uid}-${q.id}`;
          const answer = answers[q.id];
          return (
            <Stack key={q.id} gap={6}>
              <Text id={labelId} fw={500}>
                {questionText(q)}
              </Text>
              <Group role="group" aria-labelledby={labelId} grow gap="sm">
                {[true, false].map((value) => (
                  <Button
                    key={String(value)}
                    size="lg"
                    variant={answer === value ? 'filled' : 'default'}
                    color={value && q.kind === 'injury' && answer === true ? 'red' : undefined}
                    aria-pressed={answer === value}
                    onClick={() => setAnswers((a) => ({ ...a, [q.id]: value }))}
                  >
                    {value ? t('sign.yes') : t('sign.no')}
                  </Button>
                ))}
              </Group>
            </Stack>
          );
        })}
        {errors.answers ? (
          <Text c="red" size="sm" role="alert">
            {errors.answers}
          </Text>
        ) : null}
        {mode === 'dispute' ? (
          <Textarea
            label={t('sign.reason')}
            description={t('sign.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            error={errors.reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
        ) : null}
        {props.withPin ? (
          <PasswordInput
            label={t('sign.pin', { name: target.name })}
            description={t('sign.pinHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            size="lg"
            value={pin}
            error={errors.pin}
            onChange={(e) => setPin(pinInput(e.currentTarget.value))}
          />
        ) : null}
        {mode === 'sign' ? (
          <Stack gap="sm">
            <Button type="submit" size="lg" loading={sign.isPending}>
              {t('sign.confirm')}
            </Button>
            <Group grow gap="sm">
              <Button
                variant="default"
                color="red"
                onClick={() => setMode('dispute')}
                disabled={sign.isPending}
              >
                {t('sign.somethingWrong')}
              </Button>
              <Button variant="default" onClick={props.onClose} disabled={sign.isPending}>
                {t('sign.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Button type="submit" size="lg" color="red" loading={sign.isPending}>
              {t('sign.sendDispute')}
            </Button>
            <Button variant="default" onClick={() => setMode('sign')} disabled={sign.isPending}>
              {t('sign.back')}
            </Button>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
