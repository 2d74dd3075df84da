import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@sitehours/contract/rules';
import { BottomBanner } from './bottom-banner';
import { useInstallPrompt } from './install-prompt';
import { IosSteps } from './ios-steps';

/** The iOS step-by-step banner ('Got it'): its steps' code comes with it, on iPhones and iPads. */
export function IosBanner() {
  const { t } = useTranslation();
  const install = useInstallPrompt();
  return (
    <BottomBanner label={t('pwa.installTitle')}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('pwa.iosTitle', { product: PRODUCT_NAME })}
        </Text>
        <IosSteps />
        <Group justify="flex-end">
          <Button size="xs" onClick={() => install.dismiss(false)}>
            {t('pwa.gotIt')}
          </Button>
        </Group>
      </Stack>
    </BottomBanner>
  );
}
