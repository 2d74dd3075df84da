import { useEffect, useEffectEvent, useId } from 'react';
import { List, PasswordInput, Progress, Stack, Text, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PasswordStrengthLevel } from '@sitehours/contract/rules';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { strengthMeter, type PasswordFor } from './password-strength';
import { usePasswordStrength, type PasswordStrengthState } from './use-password-strength';

export interface PasswordStrengthInputProps extends Omit<
  PasswordInputProps,
  'value' | 'onChange' | 'defaultValue'
> {
  value: string;
  onChange: (value: string) => void;
  /** Told whenever the strength state changes, so the form knows whether the password is valid. */
  onStrengthChange?: (state: PasswordStrengthState) => void;
  /** The account the password is for: it must not contain its name or email. */
  account?: PasswordFor;
}

const LEVEL_KEYS = {
  Weak: 'passwordStrength.weak',
  Moderate: 'passwordStrength.moderate',
  Strong: 'passwordStrength.strong',
  'Very Strong': 'passwordStrength.veryStrong',
} as const satisfies Record<PasswordStrengthLevel, string>;

/**
 * Password field with a strength meter (score 0..100 in colour bands), the level and up to three
 * suggestions. Used by the password screens and the staff form.
 */
export function PasswordStrengthInput({
  value,
  onChange,
  onStrengthChange,
  account,
  ...inputProps
}: PasswordStrengthInputProps) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const state = usePasswordStrength(value, account);
  // A level the server names otherwise is shown as it came.
  const levelText = (level: PasswordStrengthLevel) =>
    level in LEVEL_KEYS ? t(LEVEL_KEYS[level]) : tm(level);
  const meterId = useId();
  const meter = state.result ? strengthMeter(state.result, value) : null;

  const report = useEffectEvent((next: PasswordStrengthState) => onStrengthChange?.(next));
  const { status, isValid, result } = state;
  useEffect(() => {
    // Reported on meaningful changes only (the state object is rebuilt on every render).
    report({ status, isValid, result });
  }, [status, isValid, result]);

  return (
    <Stack gap={6}>
      <PasswordInput
        {...inputProps}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-describedby={meter ? meterId : undefined}
        visibilityToggleFocusable
      />
      {value.length > 0 ? (
        <Stack gap={4} id={meterId} aria-live="polite">
          <Progress
            value={meter?.value ?? 0}
            color={meter?.color ?? 'red'}
            size="sm"
            aria-label={t('passwordStrength.label')}
            transitionDuration={150}
          />
          <Text size="sm" c="dimmed">
            {state.status === 'short'
              ? t('passwordStrength.tooShort')
              : meter
                ? t('passwordStrength.level', { level: levelText(meter.label) })
                : t('passwordStrength.checking')}
          </Text>
          {meter && meter.suggestions.length > 0 ? (
            <List size="sm" c="dimmed" spacing={2}>
              {meter.suggestions.map((s) => (
                <List.Item key={s.code}>{tm(s)}</List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
