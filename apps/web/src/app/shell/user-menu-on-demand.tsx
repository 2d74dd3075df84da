import { Suspense, lazy, useState } from 'react';
import type { UserMenuProps } from './user-menu';
import { UserMenuButton } from './user-menu-button';

const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));
/** Starts the download as a hand or the focus nears the button (the module is fetched once). */
const preload = () => void loadUserMenu().catch(() => undefined);

/**
 * The user menu, whose code (the menu, its positioning and focus handling) comes with its first
 * opening: until then the same button stands in its place, and pressing it opens the menu as
 * soon as the menu is there.
 */
export function UserMenuOnDemand(props: Omit<UserMenuProps, 'openOnMount'>) {
  const [pressed, setPressed] = useState(false);
  const button = (
    <UserMenuButton
      user={props.user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <UserMenu {...props} openOnMount />
    </Suspense>
  );
}
