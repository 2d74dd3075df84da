import { useState, useSyncExternalStore } from 'react';
import { Button, Group, List, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconDeviceMobileDown,
  IconDots,
  IconRefresh,
  IconShare2,
  IconSquarePlus,
} from '@tabler/icons-react';
import { PRODUCT_NAME } from '@sitehours/contract';
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

function IosSteps() {
  return (
    <List spacing={6} size="sm" type="ordered">
      <List.Item>
        Tap <IconShare2 size={16} aria-label="Share" style={{ verticalAlign: 'text-bottom' }} />{' '}
        <b>Share</b> in the browser bar (on some iPhones it is under{' '}
        <IconDots size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />
        ).
      </List.Item>
      <List.Item>
        Choose <IconSquarePlus size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
        <b>Add to Home Screen</b>.
      </List.Item>
      <List.Item>
        Tap <b>Add</b>: {PRODUCT_NAME} opens from its icon like any other app, also offline.
      </List.Item>
    </List>
  );
}

/** The iOS 'Install app' dialog, opened from 'Add to Home Screen' (platform spec §2). */
export function IosInstallDialog() {
  const install = useInstallPrompt();
  return (
    <Modal
      opened={install.iosDialogOpen}
      onClose={install.closeIosDialog}
      title={<Text fw={700}>Install app</Text>}
      centered
    >
      <Stack gap="md">
        <Text size="sm">Add {PRODUCT_NAME} to your Home Screen:</Text>
        <IosSteps />
        <Group justify="flex-end">
          <Button onClick={install.closeIosDialog}>Got it</Button>
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
          <BottomBanner label="App update">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" radius="xl" aria-hidden>
                  <IconRefresh size={18} />
                </ThemeIcon>
                <Text size="sm">A new version of {PRODUCT_NAME} is available.</Text>
              </Group>
              <Button size="xs" onClick={applyUpdate}>
                Update Now
              </Button>
            </Group>
          </BottomBanner>
        ) : null}
        {banner === 'install' ? (
          <BottomBanner label="Install app">
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" radius="xl" aria-hidden>
                  <IconDeviceMobileDown size={18} />
                </ThemeIcon>
                <Text size="sm">
                  Install {PRODUCT_NAME} on this device for quick access, also without a connection.
                </Text>
              </Group>
              <Group justify="flex-end" gap="xs" wrap="wrap">
                <Button
                  size="xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => install.dismiss(false)}
                >
                  Not now
                </Button>
                <Button size="xs" variant="default" onClick={() => install.dismiss(true)}>
                  Don&apos;t show again
                </Button>
                <Button size="xs" onClick={() => void install.promptInstall()}>
                  Install
                </Button>
              </Group>
            </Stack>
          </BottomBanner>
        ) : null}
        {banner === 'ios' ? (
          <BottomBanner label="Install app">
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                Install {PRODUCT_NAME} on your iPhone or iPad
              </Text>
              <IosSteps />
              <Group justify="flex-end">
                <Button size="xs" onClick={() => install.dismiss(false)}>
                  Got it
                </Button>
              </Group>
            </Stack>
          </BottomBanner>
        ) : null}
      </Stack>
    </>
  );
}
