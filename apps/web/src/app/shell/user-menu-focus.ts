/**
 * Focuses the user menu button unless something else holds the focus: where focus goes back
 * when a dialog opened from the menu (or the mobile drawer) closes, both of them gone by then.
 */
export function focusUserMenuButtonIfLost(): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  document.querySelector<HTMLElement>('[data-user-menu-button]')?.focus();
}
