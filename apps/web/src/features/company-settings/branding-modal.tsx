import type { ShownMessage } from '@/app/errors/api-error';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  ColorInput,
  FileInput,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { SETTINGS_MESSAGES } from '@sitehours/contract/messages';
import type { CompanySettings } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSession } from '@/app/session/session-context';
import { resolveLogoUrl } from '@/app/session/session-model';
import { MissingTokenError, uploadBranding, useSettingsMutation } from './api/company-settings';
import {
  BRANDING_LOGOUT_DELAY_MS,
  LOGO_ACCEPT,
  brandingFailure,
  checkLogoFile,
  colorError,
  normalizeHex,
} from './logo-rules';
import { readFileAsDataUrl } from './read-file';

const SWATCHES = ['#000000', '#1E40AF', '#0F766E', '#15803D', '#B45309', '#B91C1C', '#7E22CE'];

/** 'Update Branding': two colours (#RRGGBB) and an optional JPEG/PNG logo (company spec §5). */
export function BrandingModal(props: {
  opened: boolean;
  companyId: string;
  settings: CompanySettings;
  onClose: () => void;
  onSaved: (settings: CompanySettings, message: string) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('branding.update')}
      size="lg"
      fullScreen={false}
    >
      {props.opened ? <BrandingForm {...props} /> : null}
    </Modal>
  );
}

function BrandingForm(props: {
  companyId: string;
  settings: CompanySettings;
  onClose: () => void;
  onSaved: (settings: CompanySettings, message: string) => void;
}) {
  const { t } = useTranslation('settings');
  const tm = useTranslateMessage();
  const session = useSession();
  const [primary, setPrimary] = useState(normalizeHex(props.settings.primary_color));
  const [secondary, setSecondary] = useState(normalizeHex(props.settings.secondary_color));
  const [colorErrors, setColorErrors] = useState<{ primary?: string; secondary?: string }>({});
  const [logo, setLogo] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<ShownMessage | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const upload = useSettingsMutation(props.companyId, uploadBranding);
  const currentLogo = resolveLogoUrl(props.settings.logo_url);

  const chooseLogo = (file: File | null) => {
    setFormError(null);
    setLogoError(null);
    setPreview(null);
    setLogo(null);
    if (!file) return;
    const problem = checkLogoFile(file);
    if (problem) {
      setLogoError(problem);
      return;
    }
    setLogo(file);
    readFileAsDataUrl(file).then(
      (url) => setPreview(url),
      () => {
        setLogo(null);
        setLogoError(SETTINGS_MESSAGES.logoReadFailed);
      },
    );
  };

  const sessionExpired = () => {
    setExpired(true);
    // The login screen then says the session expired (platform guard, endReason 'expired').
    window.setTimeout(() => void session.logout('expired'), BRANDING_LOGOUT_DELAY_MS);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending || expired) return;
    const errors = {
      primary: colorError(primary) ?? undefined,
      secondary: colorError(secondary) ?? undefined,
    };
    setColorErrors(errors);
    setFormError(null);
    if (errors.primary || errors.secondary || logoError) return;
    upload.mutate(
      {
        primary_color: normalizeHex(primary),
        secondary_color: normalizeHex(secondary),
        logo,
      },
      {
        onSuccess: (next) => {
          session.updateCompany({
            primary_color: next.primary_color,
            secondary_color: next.secondary_color,
            logo_url: next.logo_url,
          });
          props.onSaved(next, SETTINGS_MESSAGES.brandingUpdated);
        },
        onError: (error) => {
          const failure = brandingFailure(error, error instanceof MissingTokenError);
          setFormError(failure.text);
          if (failure.logoError) setLogoError(failure.logoError);
          if (failure.sessionExpired) sessionExpired();
        },
      },
    );
  };

  const shownLogo = preview ?? currentLogo;

  return (
    <form onSubmit={submit} noValidate aria-label={t('branding.update')}>
      <Stack gap="md">
        {formError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {tm(formError)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <ColorInput
            label={t('branding.primaryColor')}
            description={t('branding.primaryColorDescription')}
            format="hex"
            swatches={SWATCHES}
            withEyeDropper={false}
            value={primary}
            onChange={(value) => {
              setPrimary(value.toUpperCase());
              setColorErrors((e) => ({ ...e, primary: undefined }));
            }}
            error={colorErrors.primary ? tm(colorErrors.primary) : undefined}
          />
          <ColorInput
            label={t('branding.secondaryColor')}
            description={t('branding.secondaryColorDescription')}
            format="hex"
            swatches={SWATCHES}
            withEyeDropper={false}
            value={secondary}
            onChange={(value) => {
              setSecondary(value.toUpperCase());
              setColorErrors((e) => ({ ...e, secondary: undefined }));
            }}
            error={colorErrors.secondary ? tm(colorErrors.secondary) : undefined}
          />
        </SimpleGrid>
        <Group gap="xs" aria-hidden>
          <Text size="xs" c="dimmed">
            {t('branding.preview')}
          </Text>
          {colorError(primary) ? null : (
            <Button size="compact-xs" color={primary} autoContrast tabIndex={-1} component="span">
              {t('branding.previewPrimary')}
            </Button>
          )}
          {colorError(secondary) ? null : (
            <Button size="compact-xs" color={secondary} autoContrast tabIndex={-1} component="span">
              {t('branding.previewSecondary')}
            </Button>
          )}
        </Group>
        <FileInput
          label={t('branding.logo')}
          description={t('branding.logoDescription')}
          placeholder={t('branding.logoPlaceholder')}
          accept={LOGO_ACCEPT}
          clearable
          leftSection={<IconUpload size={16} />}
          value={logo}
          onChange={chooseLogo}
          error={logoError ? tm(logoError) : null}
        />
        <Box>
          <Text size="sm" c="dimmed" mb={4}>
            {preview ? t('branding.newLogoPreview') : t('branding.currentLogo')}
          </Text>
          {shownLogo ? (
            <Image
              src={shownLogo}
              alt={preview ? t('branding.newLogoPreview') : t('branding.currentLogoAlt')}
              h={64}
              w="auto"
              maw="100%"
              fit="contain"
            />
          ) : (
            <Text size="sm">{t('branding.noLogo')}</Text>
          )}
        </Box>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={upload.isPending || expired}>
            {t('branding.cancel')}
          </Button>
          <Button type="submit" loading={upload.isPending} disabled={expired}>
            {t('branding.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
