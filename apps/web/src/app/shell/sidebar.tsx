import { Box, NavLink, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NavIconGlyph } from './nav-icons';
import {
  isNavItemActive,
  navSectionLabelKey,
  type NavItem,
  type NavSection,
} from './nav-visibility';
import classes from './shell.module.css';

export interface SidebarProps {
  sections: readonly NavSection[];
  productName: string;
  companyName?: string | null;
  /** Hide the product name heading (the mobile drawer shows it in its own title). */
  withHeading?: boolean;
  /** Render its own navigation landmark (false when the container already is one). */
  landmark?: boolean;
  onAction: (action: NonNullable<NavItem['action']>) => void;
  onNavigate?: () => void;
}

export function Sidebar(props: SidebarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  // '/' shows the time-entries view (global admins are redirected away from it).
  const pathname = location.pathname === '/' ? '/time-entries' : location.pathname;
  const landmark = props.landmark !== false;
  return (
    // A plain scrolling box: Mantine's ScrollArea would bring a positioning library (for its
    // ref merging) into every signed-in page.
    <Box className={classes.sidebarScroll} px="xs" pb="md">
      <Box
        component={landmark ? 'nav' : 'div'}
        aria-label={landmark ? t('shell.mainNavigation') : undefined}
      >
        {props.withHeading !== false ? (
          <Box px="sm" pt="md">
            <Text className={classes.productName}>{props.productName}</Text>
            {props.companyName ? (
              <Text size="sm" c="dimmed" truncate>
                {props.companyName}
              </Text>
            ) : null}
          </Box>
        ) : null}
        {props.sections.map((section) => (
          <Box
            key={section.key}
            component="section"
            aria-label={t(navSectionLabelKey(section.key))}
          >
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.sectionLabel}>
              {t(navSectionLabelKey(section.key))}
            </Text>
            {section.items.map((item) =>
              item.to ? (
                <NavLink
                  key={item.key}
                  component={Link}
                  to={item.to}
                  label={t(item.labelKey)}
                  leftSection={<NavIconGlyph icon={item.icon} />}
                  active={isNavItemActive(item.to, pathname)}
                  aria-current={isNavItemActive(item.to, pathname) ? 'page' : undefined}
                  onClick={props.onNavigate}
                />
              ) : (
                <NavLink
                  key={item.key}
                  component="button"
                  type="button"
                  label={t(item.labelKey)}
                  leftSection={<NavIconGlyph icon={item.icon} />}
                  onClick={() => {
                    props.onNavigate?.();
                    if (item.action) props.onAction(item.action);
                  }}
                />
              ),
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
