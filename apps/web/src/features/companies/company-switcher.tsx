import { useId } from 'react';
import { Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { offersCompanySwitch } from '@/app/session/company-choice';
import { useSession } from '@/app/session/session-context';
import { focusUserMenuButtonIfLost } from '@/app/shell/user-menu-focus';
import { CompanyMark } from './company-mark';
import { pathAfterCompanySwitch } from './company-switch-rules';

const NOTICE_ID = 'company-switch';
const SWITCHED_NOTICE_MS = 5000;

/** Once the shell has been built again for the new company, the focus returns to its menu. */
const afterNextPaint = (task: () => void) =>
  requestAnimationFrame(() => requestAnimationFrame(task));

let switching = false;

/**
 * The user menu's company switcher, shown to a person who works for several companies: their
 * companies, the current one checked; choosing another works in it (a new sign-in scoped to
 * it), and the shell, branding, menus and data follow. A refused or failed switch says so and
 * the app stays in the current company.
 */
export function CompanySwitcher() {
  const { t, ready } = useTranslation('companies', { useSuspense: false });
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const labelId = useId();
  if (!ready || !offersCompanySwitch(session.companies)) {
    return null;
  }
  const current = session.company;

  async function switchTo(companyId: string) {
    const target = session.companies.find((c) => c.id === companyId);
    if (!target || switching || companyId === current?.id) return;
    switching = true;
    notifications.show({
      id: NOTICE_ID,
      loading: true,
      role: 'status',
      message: t('switcher.switching', { company: target.name }),
      autoClose: false,
      withCloseButton: false,
    });
    try {
      const next = await session.switchCompany(companyId);
      const to = next ? pathAfterCompanySwitch(location.pathname, next) : null;
      if (to) void navigate(to, { replace: true });
      notifications.update({
        id: NOTICE_ID,
        loading: false,
        color: 'green',
        role: 'status',
        message: t('switcher.switched', { company: target.name }),
        autoClose: SWITCHED_NOTICE_MS,
        withCloseButton: true,
      });
      afterNextPaint(focusUserMenuButtonIfLost);
    } catch {
      notifications.update({
        id: NOTICE_ID,
        loading: false,
        color: 'red',
        role: 'alert',
        message: t('switch.failed', { company: target.name, current: current?.name ?? '' }),
        autoClose: false,
        withCloseButton: true,
      });
    } finally {
      switching = false;
    }
  }

  return (
    <>
      <Menu.Divider />
      <Menu.Label id={labelId}>{t('switcher.label')}</Menu.Label>
      <div role="group" aria-labelledby={labelId}>
        <Menu.RadioGroup value={current?.id ?? ''} onChange={(id) => void switchTo(id)}>
          {session.companies.map((company) => (
            <Menu.RadioItem
              key={company.id}
              value={company.id}
              closeMenuOnClick
              rightSection={<CompanyMark company={company} size={16} />}
            >
              <Text component="span" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {company.name}
              </Text>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </div>
    </>
  );
}
