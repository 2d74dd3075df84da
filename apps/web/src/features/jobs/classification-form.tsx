import { useEffect, useId, useRef } from 'react';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WageClassification } from '@sitehours/contract/schemas';
import { translateEach, useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { useSaveClassification } from './api/public-works';
import { failureText } from './job-rules';
import {
  classificationFieldErrors,
  classificationFormErrors,
  classificationFormValues,
  classificationPayload,
  emptyRateRow,
  nextRateDate,
  type ClassificationFormValues,
} from './public-works-rules';

/** The contract takes one to twenty rates a classification. */
const MAX_RATES = 20;

let rowCount = 0;
const newRowKey = () => `rate-${++rowCount}`;

/**
 * Add or edit a classification of the job's wage determination: its name and determination, an
 * operator classification (whose entries name the equipment run), active or not, and its rates,
 * each a basic hourly rate and a fringe from the day it takes effect.
 */
export function ClassificationForm(props: {
  jobId: string;
  classification: WageClassification | null;
  /** The project's first day of work: a new classification's first rates start on it. */
  firstDay: string;
  onCancel: () => void;
  onSaved: (saved: WageClassification, created: boolean) => void;
}) {
  const { t } = useTranslation('jobs');
  const tm = useTranslateMessage();
  const uid = useId();
  const titleId = `${uid}-title`;
  const nameRef = useRef<HTMLInputElement>(null);
  const save = useSaveClassification(props.jobId);
  const isEdit = props.classification !== null;

  const form = useForm<ClassificationFormValues>({
    initialValues: classificationFormValues(props.classification, props.firstDay, newRowKey),
    validate: (values) => translateEach(tm, classificationFormErrors(values)),
  });

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const rates = form.getValues().rates;
  const addRate = () =>
    form.insertListItem('rates', emptyRateRow(newRowKey(), nextRateDate(rates, props.firstDay)));

  const handleSubmit = form.onSubmit((values) =>
    save.mutate(
      { id: props.classification?.id ?? null, body: classificationPayload(values) },
      {
        onSuccess: (saved) => props.onSaved(saved, !isEdit),
        onError: (error) => form.setErrors(translateEach(tm, classificationFieldErrors(error))),
      },
    ),
  );

  const fieldErrorsShown = Object.keys(classificationFieldErrors(save.error)).length > 0;
  const formError =
    save.error && !fieldErrorsShown
      ? failureText(save.error, t('classification.saveFailed'))
      : null;
  const ratesError = typeof form.errors.rates === 'string' ? form.errors.rates : null;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} bg="var(--mantine-color-gray-0)">
      <form onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <Title order={4} size="h6" id={titleId}>
            {props.classification
              ? t('classification.editTitle', { name: props.classification.name })
              : t('classification.addTitle')}
          </Title>
          {formError ? <ErrorAlert>{tm(formError)}</ErrorAlert> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              ref={nameRef}
              label={t('classification.name')}
              description={t('classification.nameHint')}
              required
              autoComplete="off"
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('classification.determination')}
              description={t('classification.determinationHint')}
              autoComplete="off"
              {...form.getInputProps('determination')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('classification.operator')}
            description={t('classification.operatorHint')}
            {...form.getInputProps('isOperator', { type: 'checkbox' })}
          />
          {isEdit ? (
            <Checkbox
              label={t('classification.active')}
              description={t('classification.activeHint')}
              {...form.getInputProps('isActive', { type: 'checkbox' })}
            />
          ) : null}
          <Fieldset legend={t('classification.rates')} variant="unstyled">
            <Text size="sm" c="dimmed" mb="sm">
              {t('classification.ratesHint')}
            </Text>
            <Stack gap="sm">
              {rates.map((rate, index) => (
                <Fieldset
                  key={rate.key}
                  legend={t('classification.rateRow', { n: index + 1 })}
                  p="sm"
                >
                  <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                    <TextInput
                      type="date"
                      label={t('classification.effectiveFrom')}
                      required
                      {...form.getInputProps(`rates.${index}.effectiveFrom`)}
                    />
                    <TextInput
                      label={t('classification.baseRate')}
                      required
                      inputMode="decimal"
                      autoComplete="off"
                      leftSection="$"
                      placeholder="45.50"
                      {...form.getInputProps(`rates.${index}.baseRate`)}
                    />
                    <TextInput
                      label={t('classification.fringeRate')}
                      required
                      inputMode="decimal"
                      autoComplete="off"
                      leftSection="$"
                      placeholder="20.10"
                      {...form.getInputProps(`rates.${index}.fringeRate`)}
                    />
                  </SimpleGrid>
                  {rates.length > 1 ? (
                    <Group justify="flex-end" mt="xs">
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        aria-label={t('classification.removeRateLabel', { n: index + 1 })}
                        onClick={() => form.removeListItem('rates', index)}
                      >
                        {t('classification.removeRate')}
                      </Button>
                    </Group>
                  ) : null}
                </Fieldset>
              ))}
            </Stack>
            {ratesError ? (
              <Text size="sm" c="red.8" mt="xs" role="alert">
                {ratesError}
              </Text>
            ) : null}
            <Button
              mt="sm"
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={addRate}
              disabled={rates.length >= MAX_RATES}
            >
              {t('classification.addRate')}
            </Button>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onCancel} disabled={save.isPending}>
              {t('classification.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {isEdit ? t('classification.update') : t('classification.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
