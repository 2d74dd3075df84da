import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@sitehours/contract/rules';
import type { NavItem, NavSection } from './nav-visibility';
import { MOBILE_SIDEBAR_WIDTH } from './shell-layout';
import { Sidebar } from './sidebar';

export interface MobileNavigationProps {
  opened: boolean;
  onClose: () => void;
  sections: readonly NavSection[];
  companyName: string | null;
  onAction: (action: NonNullable<NavItem['action']>) => void;
}

/** The phone's navigation: the sidebar in a drawer, opened from the header's burger. */
export function MobileNavigation(props: MobileNavigationProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      size={MOBILE_SIDEBAR_WIDTH}
      padding={0}
      hiddenFrom="sm"
      title={PRODUCT_NAME}
      closeButtonProps={{ 'aria-label': t('shell.closeNavigation') }}
      styles={{
        header: { paddingInline: 'var(--mantine-spacing-md)' },
        body: { height: 'calc(100% - 60px)' },
      }}
    >
      <Sidebar
        sections={props.sections}
        productName={PRODUCT_NAME}
        companyName={props.companyName}
        withHeading={false}
        onAction={props.onAction}
        onNavigate={props.onClose}
      />
    </Drawer>
  );
}
