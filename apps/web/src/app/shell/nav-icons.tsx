import { lazy, Suspense } from 'react';
import {
  IconCalendarTime,
  IconClockPlay,
  IconDeviceMobileDown,
  IconKey,
  IconLayoutDashboard,
  IconLogout,
  type Icon,
} from '@tabler/icons-react';
import type { NavIcon } from './nav-visibility';

/** The icons of every worker's menus: they come with the shell. */
const WORKER_ICONS = {
  timesheet: IconCalendarTime,
  'punch-clock': IconClockPlay,
  dashboard: IconLayoutDashboard,
  password: IconKey,
  install: IconDeviceMobileDown,
  'sign-out': IconLogout,
} satisfies Partial<Record<NavIcon, Icon>>;

/** The icons only some see (the office, the operators, crews): downloaded by those who do. */
export type RoleNavIcon = Exclude<NavIcon, keyof typeof WORKER_ICONS>;
const RoleNavGlyph = lazy(() => import('./role-nav-icons'));

const isWorkerIcon = (icon: NavIcon): icon is keyof typeof WORKER_ICONS =>
  Object.hasOwn(WORKER_ICONS, icon);

export function NavIconGlyph({ icon, size = 18 }: { icon: NavIcon; size?: number }) {
  if (isWorkerIcon(icon)) {
    const Glyph = WORKER_ICONS[icon];
    return <Glyph size={size} stroke={1.6} aria-hidden />;
  }
  // The item's place is kept while its icon arrives, so nothing moves.
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: size, height: size }} />}>
      <RoleNavGlyph icon={icon} size={size} />
    </Suspense>
  );
}
