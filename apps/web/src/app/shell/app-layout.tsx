import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppShell, Burger, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { PRODUCT_NAME } from '@sitehours/contract/rules';
import { SupportBanner } from '@/features/support/support-banner';
import { SupportControlsProvider } from '@/features/support/support-controls';
import { OfflineSync, useConnectivityBannerShown } from '@/features/time-entries';
import { loadTexts } from '@/app/i18n/i18n';
import { useInstallPrompt } from '@/app/pwa/install-prompt';
import { QueryProvider } from '@/app/query-provider';
import { offersCompanySwitch } from '@/app/session/company-choice';
import { useSession } from '@/app/session/session-context';
import { SUPPORT_SESSION_COMPANY_NAME } from '@/app/session/session-model';
import { ShellBanners } from './banners';
import { HeaderBrand } from './header-brand';
import { buildNavSections, topBarLinks, type NavItem } from './nav-visibility';
import { useCapturesTimes } from '@/app/session/use-captures-times';
import { DESKTOP_SIDEBAR_WIDTH, activeBanners, isStagingHost, shellOffsets } from './shell-layout';
import { Sidebar } from './sidebar';
import { TopBarLinks } from './top-bar-links';
import { useGuardNotice } from './use-guard-notice';
import { useHeaderScrolled } from './use-header-scrolled';
import { UserMenuOnDemand } from './user-menu-on-demand';
import classes from './shell.module.css';

const staging = typeof window !== 'undefined' && isStagingHost(window.location.hostname);

/** The phone's navigation drawer: its code comes with its first opening. */
/** Where the sidebar shows (Mantine's `sm` breakpoint, as `visibleFrom="sm"`). */
const SIDEBAR_QUERY = '(min-width: 48em)';

const MobileNavigation = lazy(async () => ({
  default: (await import('./mobile-navigation')).MobileNavigation,
}));

/** Sends punches kept offline from any screen: its code comes only for a company that punches. */
const PunchSync = lazy(async () => ({
  default: (await import('@/features/punch-clock/punch-sync')).PunchSync,
}));

/** The companies waiting for the person's answer: their code comes only when there are some. */
const Invitations = lazy(async () => ({
  default: (await import('@/features/companies/invitations')).Invitations,
}));

/**
 * The signed-in shell (platform spec §2 "Shell layout"). Renders children, else the route outlet.
 * The query cache's code comes with it: the sign-in page reads nothing through it.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <QueryProvider>
      <Shell>{children}</Shell>
    </QueryProvider>
  );
}

function Shell({ children }: { children?: ReactNode }) {
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
  // Mounted from its first opening on, so that it closes with its transition.
  const [mobileNavUsed, setMobileNavUsed] = useState(false);
  if (mobileOpen && !mobileNavUsed) setMobileNavUsed(true);
  const headerScrolled = useHeaderScrolled();
  useGuardNotice();
  const connectivity = useConnectivityBannerShown();
  // An operator, in a support session or not, has no punch clock of their own.
  const capturesTimes = useCapturesTimes() && session.user?.isGlobalAdmin === false;
  // The sidebar's breakpoint (Mantine's `sm`), read at the first render: no second pass.
  const wideScreen = useMediaQuery(SIDEBAR_QUERY, window.matchMedia(SIDEBAR_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  // A person of several companies: the header names the company they work in, and the user
  // menu's switcher has its texts ready before it first opens.
  const severalCompanies = offersCompanySwitch(session.companies);
  // Shown once there are invitations, and kept to say how the last answer went.
  const [invitationsShown, setInvitationsShown] = useState(false);
  if (session.invitations.length > 0 && !session.supportSession && !invitationsShown) {
    setInvitationsShown(true);
  }
  useEffect(() => {
    if (severalCompanies) void loadTexts(['companies']).catch(() => undefined);
  }, [severalCompanies]);

  const user = session.user;
  if (!user) return null;

  const inSupportSession = session.supportSession !== null;
  const subject = {
    roles: user.roles,
    isGlobalAdmin: user.isGlobalAdmin,
    inSupportSession,
    capturesTimes,
    crewLead: user.crewLead === true,
    crew: user.crew,
    reviewsTime: user.reviewsTime === true,
    workerSubmit: session.company?.worker_submit === true,
  };
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
      {/* Time entries recorded offline are queued per user and company, sent when back online. */}
      <OfflineSync ownerKey={`${user.id}|${user.companyId ?? ''}`} />
      {capturesTimes ? (
        <Suspense fallback={null}>
          <PunchSync ownerKey={`${user.id}|${user.companyId ?? ''}`} />
        </Suspense>
      ) : null}
      <AppShell
        header={{ height: offsets.headerHeight }}
        navbar={{ width: DESKTOP_SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
        padding="md"
      >
        <AppShell.Header
          className={`${classes.header} ${headerScrolled ? classes.headerScrolled : ''}`}
          data-scrolled={headerScrolled || undefined}
        >
          <ShellBanners banners={banners} supportBanner={<SupportBanner />} />
          <Group className={classes.topBar} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Burger
                opened={mobileOpen}
                onClick={mobile.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('shell.openNavigation')}
                aria-expanded={mobileOpen}
              />
              <Stack gap={0} miw={0}>
                <HeaderBrand
                  productName={PRODUCT_NAME}
                  companyName={brandName}
                  logo={session.branding.logo}
                  isGlobalAdmin={user.isGlobalAdmin}
                  inSupportSession={inSupportSession}
                />
                {severalCompanies ? (
                  <Text size="xs" c="dimmed" truncate data-current-company>
                    {brandName}
                  </Text>
                ) : null}
              </Stack>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <TopBarLinks items={topBarLinks(sections)} />
              <UserMenuOnDemand
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
        {/* Not built at all on phones, where it would stay hidden: less to render at start. */}
        {wideScreen ? (
          <AppShell.Navbar aria-label={t('shell.mainNavigation')} visibleFrom="sm">
            <Sidebar
              sections={sections}
              productName={PRODUCT_NAME}
              companyName={companyName}
              landmark={false}
              onAction={onAction}
            />
          </AppShell.Navbar>
        ) : null}

        {mobileNavUsed ? (
          <Suspense fallback={null}>
            <MobileNavigation
              opened={mobileOpen}
              onClose={mobile.close}
              sections={sections}
              companyName={companyName}
              onAction={onAction}
            />
          </Suspense>
        ) : null}

        <AppShell.Main>
          {invitationsShown ? (
            <Suspense fallback={null}>
              <Invitations />
            </Suspense>
          ) : null}
          {children ?? <Outlet />}
        </AppShell.Main>
      </AppShell>
    </SupportControlsProvider>
  );
}
