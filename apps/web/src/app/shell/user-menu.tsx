import { useId } from 'react';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconDeviceMobileDown, IconKey, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES, type Language } from '@sitehours/contract';
import type { SessionUser } from '../session/session-model';
import { avatarInitials, displayName } from './avatar-initials';

/**
 * Focuses the user menu button unless something else holds the focus: where focus goes back
 * when a dialog opened from the menu (or the mobile drawer) closes, both of them gone by then.
 */
export function focusUserMenuButtonIfLost(): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  document.querySelector<HTMLElement>('[data-user-menu-button]')?.focus();
}

export interface UserMenuProps {
  user: SessionUser;
  canInstall: boolean;
  onInstall: () => void;
  onSignOut: () => void;
  onLanguageChange: (language: Language) => void;
}

export function UserMenu({
  user,
  canInstall,
  onInstall,
  onSignOut,
  onLanguageChange,
}: UserMenuProps) {
  const { t, i18n } = useTranslation();
  const languageLabelId = useId();
  return (
    <Menu position="bottom-end" width={240} withinPortal shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.label')} data-user-menu-button>
          <Avatar color="brand" radius="xl" variant="filled">
            {avatarInitials(user)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {displayName(user)}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/change-password"
          leftSection={<IconKey size={16} aria-hidden />}
        >
          {t('userMenu.changePassword')}
        </Menu.Item>
        {canInstall ? (
          <Menu.Item
            leftSection={<IconDeviceMobileDown size={16} aria-hidden />}
            onClick={onInstall}
          >
            {t('userMenu.install')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Label id={languageLabelId}>{t('userMenu.language')}</Menu.Label>
        <div role="group" aria-labelledby={languageLabelId}>
          <Menu.RadioGroup
            value={i18n.language}
            onChange={(language) => onLanguageChange(language as Language)}
          >
            {LANGUAGES.map((language) => (
              <Menu.RadioItem key={language} value={language} lang={language} closeMenuOnClick>
                {t(`language.${language}`)}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </div>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
