import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './nav-visibility';

/** The tooltip of each top-bar link, attached to the link the top bar rendered. */
export function TopBarTooltips({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  return items.map((item) => (
    <Tooltip
      key={item.key}
      target={`[data-top-bar-link="${item.key}"]`}
      label={t(item.labelKey)}
      withinPortal
    />
  ));
}
