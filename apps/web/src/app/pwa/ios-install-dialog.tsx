import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@sitehours/contract/rules';
import { focusUserMenuButtonIfLost } from '@/app/shell/user-menu-focus';
import { useInstallPrompt } from './install-prompt';
import { IosSteps } from './ios-steps';

/** The iOS 'Install app' dialog, opened from 'Add to Home Screen' (platform spec §2). */
export function IosInstallDialog() {
  const { t } = useTranslation();
  const install = useInstallPrompt();
  return (
    <Modal
      opened={install.iosDialogOpen}
      onClose={install.closeIosDialog}
      // Opened from a menu or the mobile drawer, which have closed since: focus goes back to the
      // user menu rather than to the page's start.
      onExitTransitionEnd={() => window.setTimeout(focusUserMenuButtonIfLost, 50)}
      title={t('pwa.installTitle')}
      styles={{ title: { fontWeight: 700 } }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('pwa.iosIntro', { product: PRODUCT_NAME })}</Text>
        <IosSteps />
        <Group justify="flex-end">
          <Button onClick={install.closeIosDialog}>{t('pwa.gotIt')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
