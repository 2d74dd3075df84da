import { Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_STEPS, type ImportStep } from './import-rules';
import classes from './imports.module.css';

/**
 * The four steps of an import, the current one marked (`aria-current="step"`) and those before it
 * ticked: where the admin is, and what is left.
 */
export function ImportSteps(props: { current: ImportStep }) {
  const { t } = useTranslation('imports');
  // The result is the end of the last step.
  const index =
    props.current === 'result' ? IMPORT_STEPS.length : IMPORT_STEPS.indexOf(props.current);
  return (
    <ol className={classes.steps} aria-label={t('steps.label')}>
      {IMPORT_STEPS.map((step, i) => {
        const passed = i < index;
        const current = i === index;
        return (
          <li key={step} aria-current={current ? 'step' : undefined}>
            <Group gap={6} wrap="nowrap">
              <ThemeIcon
                size={24}
                radius="xl"
                variant={current ? 'filled' : 'light'}
                color={passed || current ? 'blue' : 'gray'}
                aria-hidden
              >
                {passed ? (
                  <IconCheck size={14} />
                ) : (
                  <Text span size="xs" fw={700}>
                    {i + 1}
                  </Text>
                )}
              </ThemeIcon>
              <Text size="sm" fw={current ? 700 : 400} c={current ? undefined : 'gray.7'}>
                {t(`steps.${step}`)}
                {passed ? <VisuallyHidden>{t('steps.passed')}</VisuallyHidden> : null}
              </Text>
            </Group>
          </li>
        );
      })}
    </ol>
  );
}
