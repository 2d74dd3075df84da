import {
  IconLayoutDashboard,
  IconAdjustments,
  IconBriefcase,
  IconBuildingSkyscraper,
  IconCalendarTime,
  IconChartBar,
  IconClockPlay,
  IconDeviceMobileDown,
  IconDeviceTablet,
  IconFileAnalytics,
  IconHeadset,
  IconSignature,
  IconUsersGroup,
  IconClipboardList,
  IconKey,
  IconLogout,
  IconSettings,
  IconShieldLock,
  IconTools,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { NavIcon } from './nav-visibility';

const ICONS: Record<NavIcon, Icon> = {
  users: IconUsers,
  jobs: IconBriefcase,
  'work-types': IconTools,
  'company-settings': IconSettings,
  timesheet: IconCalendarTime,
  'punch-clock': IconClockPlay,
  kiosks: IconDeviceTablet,
  crews: IconUsersGroup,
  'crew-day': IconClipboardList,
  'sign-offs': IconSignature,
  dashboard: IconLayoutDashboard,
  'company-reports': IconFileAnalytics,
  reports: IconChartBar,
  tenants: IconBuildingSkyscraper,
  support: IconHeadset,
  admins: IconShieldLock,
  'system-settings': IconAdjustments,
  password: IconKey,
  install: IconDeviceMobileDown,
  'sign-out': IconLogout,
};

export function NavIconGlyph({ icon, size = 18 }: { icon: NavIcon; size?: number }) {
  const Glyph = ICONS[icon];
  return <Glyph size={size} stroke={1.6} aria-hidden />;
}
