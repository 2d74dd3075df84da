import { Suspense, lazy, type ReactNode } from 'react';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceMobileDown, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@sitehours/contract/rules';
import { BottomBanner } from './bottom-banner';
import { useInstallPrompt } from './install-prompt';
import type { InstallBanner } from './install-rules';
import { applyUpdate } from './service-worker-registration';

/** The iOS step-by-step banner: only iPhones and iPads show it, so only they download it. */
const IosBanner = lazy(async () => ({ default: (await import('./ios-banner')).IosBanner }));

/** A banner's icon and its sentence. */
function BannerMessage({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/**
 * The bottom banners that apply (pwa-banners.tsx decides which): the app update banner
 * ('Update Now'), the install banner ('Not now', "Don't show again", 'Install') and the iOS
 * step-by-step banner ('Got it').
 */
export function BottomBanners({
  updateAvailable,
  banner,
}: {
  updateAvailable: boolean;
  banner: InstallBanner;
}) {
  const { t } = useTranslation();
  const install = useInstallPrompt();
  return (
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
            <BannerMessage icon={<IconRefresh size={18} />}>
              {t('pwa.updateText', { product: PRODUCT_NAME })}
            </BannerMessage>
            <Button size="xs" onClick={applyUpdate}>
              {t('pwa.updateNow')}
            </Button>
          </Group>
        </BottomBanner>
      ) : null}
      {banner === 'install' ? (
        <BottomBanner label={t('pwa.installTitle')}>
          <Stack gap="xs">
            <BannerMessage icon={<IconDeviceMobileDown size={18} />}>
              {t('pwa.installText', { product: PRODUCT_NAME })}
            </BannerMessage>
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
        <Suspense fallback={null}>
          <IosBanner />
        </Suspense>
      ) : null}
    </Stack>
  );
}
