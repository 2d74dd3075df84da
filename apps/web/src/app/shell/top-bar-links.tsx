import { Suspense, lazy } from 'react';
import { ActionIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavIconGlyph } from './nav-icons';
import type { NavItem } from './nav-visibility';

/**
 * The links' tooltips (and the positioning library they need): a tooltip shows when a mouse
 * hovers its link, so only devices that can hover download them.
 */
const TopBarTooltips = lazy(async () => ({
  default: (await import('./top-bar-tooltips')).TopBarTooltips,
}));

/** The icon links of the top bar, each named by its tooltip on hover. */
export function TopBarLinks({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const canHover = useMediaQuery('(hover: hover)');
  return (
    <>
      {items.map((item) => (
        <ActionIcon
          key={item.key}
          component={Link}
          to={item.to ?? '/'}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t(item.labelKey)}
          visibleFrom={item.onPhones ? undefined : 'xs'}
          data-top-bar-link={item.key}
        >
          <NavIconGlyph icon={item.icon} size={20} />
        </ActionIcon>
      ))}
      {canHover && items.length > 0 ? (
        <Suspense fallback={null}>
          <TopBarTooltips items={items} />
        </Suspense>
      ) : null}
    </>
  );
}
