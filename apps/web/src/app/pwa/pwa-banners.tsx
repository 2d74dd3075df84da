import { useState, useSyncExternalStore } from 'react';
import { Button, Group, List, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconDeviceMobileDown,
  IconDots,
  IconRefresh,
  IconShare2,
  IconSquarePlus,
} from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@sitehours/contract';
import { focusUserMenuButtonIfLost } from '../shell/user-menu';
import { useInstallPrompt } from './install-prompt';
import { installBanner } from './install-rules';
import { applyUpdate, useUpdateAvailable } from './service-worker-registration';

function subscribeResize(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const useWindowWidth = () =>
  useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 1024,
  );

const ICON_STYLE = { verticalAlign: 'text-bottom' } as const;

function IosSteps() {
  const { t } = useTranslation();
  return (
    <List spacing={6} size="sm" type="ordered">
      <List.Item>
        <Trans
          t={t}
          i18nKey="pwa.iosStep1"
          components={{
            share: <IconShare2 size={16} aria-hidden style={ICON_STYLE} />,
            more: <IconDots size={16} aria-hidden style={ICON_STYLE} />,
            b: <b />,
          }}
        />
      </List.Item>
      <List.Item>
        <Trans
          t={t}
          i18nKey="pwa.iosStep2"
          components={{
            add: <IconSquarePlus size={16} aria-hidden style={ICON_STYLE} />,
            b: <b />,
          }}
        />
      </List.Item>
      <List.Item>
        <Trans
          t={t}
          i18nKey="pwa.iosStep3"
          values={{ product: PRODUCT_NAME }}
          components={{ b: <b /> }}
        />
      </List.Item>
    </List>
  );
}

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

function BottomBanner(props: { label: string; children: React.ReactNode }) {
  return (
    <Paper
      role="region"
      aria-label={props.label}
      shadow="md"
      withBorder
      p="sm"
      radius="md"
      style={{ pointerEvents: 'auto' }}
    >
      {props.children}
    </Paper>
  );
}

/**
 * The bottom banners (platform spec §2 "Bottom banners"): the app update banner ('Update Now'),
 * the install banner ('Not now', "Don't show again", 'Install') and the iOS step-by-step banner
 * ('Got it'). Shown on every screen, signed in or not.
 */
export function PwaBanners() {
  const { t } = useTranslation();
  const updateAvailable = useUpdateAvailable();
  const install = useInstallPrompt();
  const width = useWindowWidth();
  // A 7-day dismissal is judged against the time the app was opened.
  const [openedAt] = useState(() => Date.now());
  const banner = installBanner({
    canPrompt: install.canPrompt,
    isIos: install.isIos,
    standalone: install.standalone,
    width,
    dismissal: install.dismissal,
    now: openedAt,
  });

  if (!updateAvailable && !banner) return <IosInstallDialog />;

  return (
    <>
      <IosInstallDialog />
      <Stack
        gap="xs"
        style={{
          position: 'fixed',
          insetInline: 12,
          bottom: 'calc(12px + env(safe-area-inset-bottom, 0px))',
          // Above the shell (header 100), below dialogs (200) so they never hide a form's buttons.
          zIndex: 150,
          pointerEvents: 'none',
          maxWidth: 560,
          marginInline: 'auto',
        }}
      >
        {updateAvailable ? (
          <BottomBanner label={t('pwa.updateRegion')}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" radius="xl" aria-hidden>
                  <IconRefresh size={18} />
                </ThemeIcon>
                <Text size="sm">{t('pwa.updateText', { product: PRODUCT_NAME })}</Text>
              </Group>
              <Button size="xs" onClick={applyUpdate}>
                {t('pwa.updateNow')}
              </Button>
            </Group>
          </BottomBanner>
        ) : null}
        {banner === 'install' ? (
          <BottomBanner label={t('pwa.installTitle')}>
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" radius="xl" aria-hidden>
                  <IconDeviceMobileDown size={18} />
                </ThemeIcon>
                <Text size="sm">{t('pwa.installText', { product: PRODUCT_NAME })}</Text>
              </Group>
              <Group justify="flex-end" gap="xs" wrap="wrap">
                <Button
                  size="xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => install.dismiss(false)}
                >
                  {t('pwa.notNow')}
                </Button>
                <Button size="xs" variant="default" onClick={() => install.dismiss(true)}>
                  {t('pwa.dontShowAgain')}
                </Button>
                <Button size="xs" onClick={() => void install.promptInstall()}>
                  {t('pwa.install')}
                </Button>
              </Group>
            </Stack>
          </BottomBanner>
        ) : null}
        {banner === 'ios' ? (
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
        ) : null}
      </Stack>
    </>
  );
}
