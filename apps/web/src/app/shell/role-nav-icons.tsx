import {
  IconAdjustments,
  IconBriefcase,
  IconBuildingSkyscraper,
  IconChartBar,
  IconChecklist,
  IconClipboardList,
  IconDeviceTablet,
  IconFileAnalytics,
  IconHeadset,
  IconPlugConnected,
  IconSettings,
  IconShieldLock,
  IconSignature,
  IconTools,
  IconUsers,
  IconUsersGroup,
  IconWebhook,
  type Icon,
} from '@tabler/icons-react';
import type { RoleNavIcon } from './nav-icons';

/**
 * The icons of the menu items only some see (the office, the operators, crews): downloaded by
 * those who see them.
 */
const ICONS: Record<RoleNavIcon, Icon> = {
  users: IconUsers,
  jobs: IconBriefcase,
  'work-types': IconTools,
  'company-settings': IconSettings,
  kiosks: IconDeviceTablet,
  'api-keys': IconPlugConnected,
  webhooks: IconWebhook,
  crews: IconUsersGroup,
  'crew-day': IconClipboardList,
  'sign-offs': IconSignature,
  'review-time': IconChecklist,
  'company-reports': IconFileAnalytics,
  reports: IconChartBar,
  tenants: IconBuildingSkyscraper,
  support: IconHeadset,
  admins: IconShieldLock,
  'system-settings': IconAdjustments,
};

export default function RoleNavGlyph({ icon, size }: { icon: RoleNavIcon; size: number }) {
  const Glyph = ICONS[icon];
  return <Glyph size={size} stroke={1.6} aria-hidden />;
}
