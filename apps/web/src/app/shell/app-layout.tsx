import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionIcon, AppShell, Burger, Drawer, Group, Tooltip } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { PRODUCT_NAME } from '@sitehours/contract';
import { SupportBanner } from '../../features/support-sessions/support-banner';
import { SupportControlsProvider } from '../../features/support-sessions/support-controls';
import {
  useConnectivityBannerShown,
  useOfflineSync,
} from '../../components/time-entry/offline/offline-sync';
import { useInstallPrompt } from '../pwa/install-prompt';
import { useSession } from '../session/session-context';
import { SUPPORT_SESSION_COMPANY_NAME } from '../session/session-model';
import { ShellBanners } from './banners';
import { HeaderBrand } from './header-brand';
import { NavIconGlyph } from './nav-icons';
import { buildNavSections, navItemLabelKey, topBarLinks, type NavItem } from './nav-visibility';
import {
  DESKTOP_SIDEBAR_WIDTH,
  MOBILE_SIDEBAR_WIDTH,
  activeBanners,
  isHeaderScrolled,
  isStagingHost,
  shellOffsets,
} from './shell-layout';
import { Sidebar } from './sidebar';
import { useGuardNotice } from './use-guard-notice';
import { UserMenu } from './user-menu';
import classes from './shell.module.css';

const staging = typeof window !== 'undefined' && isStagingHost(window.location.hostname);

/** The signed-in shell (platform spec §2 "Shell layout"). Renders children, else the route outlet. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const install = useInstallPrompt();
  const location = useLocation();
  // The mobile sidebar is open for the page it was opened on: any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const mobileOpen = openedOn === location.key;
  const mobile = {
    toggle: () => setOpenedOn(mobileOpen ? null : location.key),
    close: () => setOpenedOn(null),
  };
  const [scroll] = useWindowScroll();
  useGuardNotice();
  // Time entries recorded offline are queued per user and company, and sent when back online.
  useOfflineSync(session.user ? `${session.user.id}|${session.user.companyId ?? ''}` : null);
  const connectivity = useConnectivityBannerShown();

  const user = session.user;
  if (!user) return null;

  const inSupportSession = session.supportSession !== null;
  const subject = { roles: user.roles, isGlobalAdmin: user.isGlobalAdmin, inSupportSession };
  const sections = buildNavSections(subject, { canInstall: install.canInstall });
  const banners = activeBanners({ staging, supportSession: inSupportSession, connectivity });
  const offsets = shellOffsets(banners.length);
  // The stand-in name of a support session's company is the app's text, not the company's.
  const brandName =
    session.branding.companyName === SUPPORT_SESSION_COMPANY_NAME
      ? t('shell.supportCompany')
      : session.branding.companyName;
  const companyName = user.isGlobalAdmin && !inSupportSession ? null : brandName;

  const onAction = (action: NonNullable<NavItem['action']>) => {
    switch (action) {
      case 'install':
        void install.install();
        break;
      case 'sign-out':
        void session.logout();
        break;
    }
  };

  return (
    // The company picker and the exit confirmation are part of the shell (platform spec §2).
    <SupportControlsProvider>
      <AppShell
        header={{ height: offsets.headerHeight }}
        navbar={{ width: DESKTOP_SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
        padding="md"
      >
        <AppShell.Header
          className={`${classes.header} ${isHeaderScrolled(scroll.y) ? classes.headerScrolled : ''}`}
          data-scrolled={isHeaderScrolled(scroll.y) || undefined}
        >
          <ShellBanners banners={banners} supportBanner={<SupportBanner />} />
          <Group className={classes.topBar} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={mobileOpen}
                onClick={mobile.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('shell.openNavigation')}
                aria-expanded={mobileOpen}
              />
              <HeaderBrand
                productName={PRODUCT_NAME}
                companyName={brandName}
                logo={session.branding.logo}
                isGlobalAdmin={user.isGlobalAdmin}
                inSupportSession={inSupportSession}
              />
            </Group>
            <Group gap="xs" wrap="nowrap">
              {topBarLinks(sections).map((item) => (
                <Tooltip key={item.key} label={t(navItemLabelKey(item.key))} withinPortal>
                  <ActionIcon
                    component={Link}
                    to={item.to ?? '/'}
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t(navItemLabelKey(item.key))}
                    visibleFrom="xs"
                  >
                    <NavIconGlyph icon={item.icon} size={20} />
                  </ActionIcon>
                </Tooltip>
              ))}
              <UserMenu
                user={user}
                canInstall={install.canInstall}
                onInstall={() => onAction('install')}
                onSignOut={() => onAction('sign-out')}
                onLanguageChange={(language) => void session.setLanguage(language)}
              />
            </Group>
          </Group>
        </AppShell.Header>

        {/* The navbar is the main navigation landmark; on phones the drawer below takes over
            (hidden, not just moved off screen, so its links are not in the tab order). */}
        <AppShell.Navbar aria-label={t('shell.mainNavigation')} visibleFrom="sm">
          <Sidebar
            sections={sections}
            productName={PRODUCT_NAME}
            companyName={companyName}
            landmark={false}
            onAction={onAction}
          />
        </AppShell.Navbar>

        <Drawer
          opened={mobileOpen}
          onClose={mobile.close}
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
            sections={sections}
            productName={PRODUCT_NAME}
            companyName={companyName}
            withHeading={false}
            onAction={onAction}
            onNavigate={mobile.close}
          />
        </Drawer>

        <AppShell.Main>{children ?? <Outlet />}</AppShell.Main>
      </AppShell>
    </SupportControlsProvider>
  );
}
