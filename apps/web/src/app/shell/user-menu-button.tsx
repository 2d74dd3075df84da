import type { ComponentProps } from 'react';
import { Avatar, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/app/session/session-model';
import { avatarInitials } from './avatar-initials';

/** The header's round button with the user's initials, which opens the user menu. */
export function UserMenuButton({
  user,
  ...props
}: { user: SessionUser } & ComponentProps<'button'>) {
  const { t } = useTranslation();
  return (
    <UnstyledButton aria-label={t('userMenu.label')} data-user-menu-button {...props}>
      <Avatar color="brand" radius="xl" variant="filled">
        {avatarInitials(user)}
      </Avatar>
    </UnstyledButton>
  );
}
