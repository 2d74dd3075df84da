import { useEffect, useId, useRef } from 'react';
import { Menu, Text } from '@mantine/core';
import { IconDeviceMobileDown, IconKey, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES, type Language } from '@sitehours/contract/rules';
import type { SessionUser } from '@/app/session/session-model';
import { CompanySwitcher } from '@/features/companies/company-switcher';
import { displayName } from './avatar-initials';
import { UserMenuButton } from './user-menu-button';

export interface UserMenuProps {
  user: SessionUser;
  canInstall: boolean;
  onInstall: () => void;
  onSignOut: () => void;
  onLanguageChange: (language: Language) => void;
  /** Opens as it mounts: the button was pressed before the menu's code had arrived. */
  openOnMount?: boolean;
}

export function UserMenu({
  user,
  canInstall,
  onInstall,
  onSignOut,
  onLanguageChange,
  openOnMount = false,
}: UserMenuProps) {
  const { t, i18n } = useTranslation();
  const languageLabelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (!openOnMount || pressed.current) return;
    pressed.current = true;
    // The press that loaded the menu, repeated on its own button: the menu opens as from a
    // click, and closing it brings the focus back to the button.
    button.current?.focus();
    button.current?.click();
  }, [openOnMount]);
  return (
    <Menu position="bottom-end" width={240} withinPortal shadow="md">
      <Menu.Target>
        <UserMenuButton user={user} ref={button} />
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
        {/* Only for a person who works for several companies. */}
        <CompanySwitcher />
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
