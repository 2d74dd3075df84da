import { Tabs } from '@mantine/core';
import { IconBuilding, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { CompanyReportsTab } from './company-reports-tab';
import { SecurityDashboardTab } from './security-dashboard-tab';

/** /reports: Company Reports and Security Dashboard (platform spec §2). */
export function GlobalReportsPage() {
  const { t } = useTranslation('operator');
  return (
    <>
      <PageHeader title={t('reports.title')} />
      {/* Panels mount when opened, so the security calls run only on that tab. */}
      <Tabs defaultValue="companies" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="companies" leftSection={<IconBuilding size={16} />}>
            {t('reports.tab.companies')}
          </Tabs.Tab>
          <Tabs.Tab value="security" leftSection={<IconShieldLock size={16} />}>
            {t('reports.tab.security')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="companies">
          <CompanyReportsTab />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecurityDashboardTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
