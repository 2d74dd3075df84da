import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconDeviceMobileDown, IconKey, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionUser } from '../session/session-model';
import { avatarInitials, displayName } from './avatar-initials';

export interface UserMenuProps {
  user: SessionUser;
  canInstall: boolean;
  onInstall: () => void;
  onSignOut: () => void;
}

export function UserMenu({ user, canInstall, onInstall, onSignOut }: UserMenuProps) {
  return (
    <Menu position="bottom-end" width={240} withinPortal shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="User menu">
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
        <Menu.Item component={Link} to="/change-password" leftSection={<IconKey size={16} />}>
          Change Password
        </Menu.Item>
        {canInstall ? (
          <Menu.Item leftSection={<IconDeviceMobileDown size={16} />} onClick={onInstall}>
            Add to Home Screen
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
