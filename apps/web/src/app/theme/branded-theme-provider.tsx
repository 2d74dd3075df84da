import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useSession } from '../session/session-context';
import { createAppTheme, createBrandCssVariables } from './theme';

/** Themes the app with the current company's colours (default theme for global admins). */
export function BrandedThemeProvider({ children }: { children: ReactNode }) {
  const { branding } = useSession();
  const { primaryColor, secondaryColor } = branding;
  const theme = useMemo(
    () => createAppTheme({ primaryColor, secondaryColor }),
    [primaryColor, secondaryColor],
  );
  const cssVariables = useMemo(() => createBrandCssVariables({ primaryColor }), [primaryColor]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
