import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, ColorSwatch, Group, Image, Text } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import type { CompanySettings } from '@sitehours/contract/schemas';
import { resolveLogoUrl } from '@/app/session/session-model';
import { BrandingModal } from './branding-modal';
import { InfoList, SettingsCard } from './settings-card';

function ColorValue({ color }: { color: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ColorSwatch color={color} size={20} aria-hidden />
      <Text size="sm" fw={500} ff="monospace">
        {color.toUpperCase()}
      </Text>
    </Group>
  );
}

/** Branding & Logo: current colours and logo; 'Update Branding' opens the modal. */
export function BrandingSection(props: {
  companyId: string;
  settings: CompanySettings;
  onSaved: (settings: CompanySettings, message: string) => void;
}) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const [opened, setOpened] = useState(false);
  const { settings } = props;
  const logo = resolveLogoUrl(settings.logo_url);
  return (
    <SettingsCard
      title={t('branding.title')}
      headingId={headingId}
      action={
        <Button size="xs" leftSection={<IconPalette size={14} />} onClick={() => setOpened(true)}>
          {t('branding.update')}
        </Button>
      }
    >
      <InfoList
        items={[
          {
            label: t('branding.primaryColor'),
            value: <ColorValue color={settings.primary_color} />,
          },
          {
            label: t('branding.secondaryColor'),
            value: <ColorValue color={settings.secondary_color} />,
          },
          {
            label: t('branding.logo'),
            value: logo ? (
              <Box pt={4}>
                <Image
                  src={logo}
                  alt={t('branding.logoAlt')}
                  h={48}
                  w="auto"
                  maw="100%"
                  fit="contain"
                />
              </Box>
            ) : (
              t('branding.noLogo')
            ),
          },
        ]}
      />
      <BrandingModal
        opened={opened}
        companyId={props.companyId}
        settings={settings}
        onClose={() => setOpened(false)}
        onSaved={(next, message) => {
          setOpened(false);
          props.onSaved(next, message);
        }}
      />
    </SettingsCard>
  );
}
