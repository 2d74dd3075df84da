import { memo, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session/session-context';
import { createAppTheme, readableCssVariables } from './theme';
import classes from './theme.module.css';

/**
 * Mantine's provider writes the theme's CSS variables on every render: it renders again only
 * when the theme does, not on each change of the session around it.
 */
const ThemeProvider = memo(MantineProvider);

/** Themes the app with the current company's colours (default theme for global admins). */
export function BrandedThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { branding } = useSession();
  const { primaryColor, secondaryColor } = branding;
  const close = t('close');
  const togglePassword = t('passwordInput.toggle');
  const theme = useMemo(
    () =>
      createAppTheme(
        { primaryColor, secondaryColor },
        { close, togglePassword },
        { focusClassName: classes.focusRing },
      ),
    [primaryColor, secondaryColor, close, togglePassword],
  );
  return (
    <ThemeProvider
      theme={theme}
      cssVariablesResolver={readableCssVariables}
      defaultColorScheme="light"
    >
      {children}
    </ThemeProvider>
  );
}
