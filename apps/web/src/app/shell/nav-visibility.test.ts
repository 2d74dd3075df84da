import { describe, expect, it } from 'vitest';
import english from '@/locales/en/common.json';
import {
  buildNavSections,
  isNavItemActive,
  navSectionLabelKey,
  topBarLinks,
  type NavSection,
  type NavSubject,
} from './nav-visibility';

/** The English texts the sections and items show. */
const labels = (sections: NavSection[]) =>
  Object.fromEntries(
    sections.map((s) => [
      english[navSectionLabelKey(s.key)],
      s.items.map((i) => english[i.labelKey]),
    ]),
  );

const subject = (over: Partial<NavSubject>): NavSubject => ({
  roles: ['standard_user'],
  isGlobalAdmin: false,
  inSupportSession: false,
  ...over,
});

describe('buildNavSections', () => {
  it('offers the punch clock, first of its section and in the top bar on phones too, only to a company recording times', () => {
    const times = buildNavSections(subject({ capturesTimes: true }), { canInstall: false });
    expect(labels(times).Reports).toEqual(['Punch Clock', 'Dashboard', 'Timesheet Calendar']);
    expect(topBarLinks(times).find((i) => i.key === 'punch-clock')).toMatchObject({
      to: '/punch-clock',
      onPhones: true,
    });
    for (const capturesTimes of [false, undefined]) {
      const hours = buildNavSections(subject({ capturesTimes }), { canInstall: false });
      expect(labels(hours).Reports).toEqual(['Dashboard', 'Timesheet Calendar']);
    }
  });

  it('gives a worker the timesheet and account items only', () => {
    expect(labels(buildNavSections(subject({}), { canInstall: false }))).toEqual({
      Reports: ['Dashboard', 'Timesheet Calendar'],
      Account: ['Change Password', 'Sign Out'],
    });
  });

  it('offers the days to sign to those on a crew only: a company without crews sees no change', () => {
    const reports = (over: Partial<NavSubject>) =>
      labels(buildNavSections(subject(over), { canInstall: false })).Reports;
    expect(reports({ crew: 'member' })).toEqual([
      'Dashboard',
      'Timesheet Calendar',
      'My Days to Sign',
    ]);
    expect(reports({ roles: ['company_manager'] })).toEqual(['Dashboard', 'Timesheet Calendar']);
  });

  it('treats a project manager like a worker, who sees the crew day when leading a crew', () => {
    const nav = labels(
      buildNavSections(subject({ roles: ['project_manager'], crew: 'lead' }), {
        canInstall: false,
      }),
    );
    expect(nav.Management).toBeUndefined();
    expect(nav.Reports).toEqual([
      'Dashboard',
      'Timesheet Calendar',
      'Crew Day',
      'My Days to Sign',
      'Review Time',
    ]);
  });

  it('offers Review Time only to those with time to review', () => {
    const reports = (over: Partial<NavSubject>) =>
      labels(buildNavSections(subject(over), { canInstall: false })).Reports ?? [];
    expect(reports({ roles: ['company_manager'], reviewsTime: true })).toContain('Review Time');
    expect(reports({ crewLead: true, crew: 'lead' })).toContain('Review Time');
    expect(reports({ roles: ['company_admin'], workerSubmit: true })).toContain('Review Time');
    // Nothing to review, or a company that uses neither step: no item.
    expect(reports({ roles: ['company_manager'] })).not.toContain('Review Time');
    expect(reports({ roles: ['company_admin'] })).not.toContain('Review Time');
    expect(reports({ workerSubmit: true })).not.toContain('Review Time');
    expect(reports({ reviewsTime: true })).not.toContain('Review Time');
  });

  it('offers the crew day to the leads of a crew who may lead (managers, crew-lead permission)', () => {
    const reports = (over: Partial<NavSubject>) =>
      labels(buildNavSections(subject(over), { canInstall: false })).Reports;
    expect(reports({ crewLead: true, crew: 'lead' })).toContain('Crew Day');
    expect(reports({ roles: ['company_manager'], crew: 'lead' })).toContain('Crew Day');
    // Marked lead but without the permission (taken away since): the guard refuses, so no item.
    expect(reports({ crewLead: false, crew: 'lead' })).not.toContain('Crew Day');
    expect(reports({ crewLead: true })).not.toContain('Crew Day');
  });

  it('gives a company admin (current or legacy name) Management and Company Reports', () => {
    for (const role of ['company_admin', 'admin']) {
      expect(labels(buildNavSections(subject({ roles: [role] }), { canInstall: false }))).toEqual({
        Management: [
          'Staff',
          'Jobs',
          'Crews',
          'Work Types & WC Codes',
          'Company Settings',
          'Pay Periods',
          'Import',
          'API Keys',
          'Webhooks',
        ],
        Reports: [
          'Dashboard',
          'Timesheet Calendar',
          'Crew Day',
          'Company Reports',
          'Audit Trail',
          'WC Audit',
          'Certified Payroll',
        ],
        Account: ['Change Password', 'Sign Out'],
      });
    }
  });

  it('gives a global admin Administration but no company items', () => {
    const nav = labels(
      buildNavSections(subject({ roles: ['global_admin'], isGlobalAdmin: true }), {
        canInstall: false,
      }),
    );
    // The operators' Reports sit in Administration only; their Reports section stays empty.
    expect(nav).toEqual({
      Administration: [
        'Company Management',
        'Support Sessions',
        'Manage Admins',
        'Reports',
        'System Settings',
      ],
      Account: ['Change Password', 'Sign Out'],
    });
  });

  it('gives a global admin in a support session the company side instead of the operator screens', () => {
    const nav = labels(
      buildNavSections(
        subject({ roles: ['global_admin'], isGlobalAdmin: true, inSupportSession: true }),
        { canInstall: false },
      ),
    );
    expect(nav.Management).toHaveLength(9);
    expect(nav.Reports).toEqual([
      'Dashboard',
      'Timesheet Calendar',
      'Crew Day',
      'Company Reports',
      'Audit Trail',
      'WC Audit',
      'Certified Payroll',
    ]);
    // The server refuses operator calls made with a support token.
    expect(nav.Administration).toBeUndefined();
  });

  it('gives the support session Management, Company Reports and the timesheet, not outside it', () => {
    const ga = { roles: ['global_admin'], isGlobalAdmin: true };
    expect(
      Object.keys(
        labels(
          buildNavSections(subject({ ...ga, inSupportSession: false }), { canInstall: false }),
        ),
      ),
    ).toEqual(['Administration', 'Account']);
    const support = buildNavSections(subject({ ...ga, inSupportSession: true }), {
      canInstall: false,
    });
    expect(labels(support).Management).toEqual([
      'Staff',
      'Jobs',
      'Crews',
      'Work Types & WC Codes',
      'Company Settings',
      'Pay Periods',
      'Import',
      'API Keys',
      'Webhooks',
    ]);
    expect(topBarLinks(support).map((i) => i.to)).toEqual(['/time-entries', '/company-reports']);
  });

  it('offers Add to Home Screen only when installable', () => {
    const nav = labels(buildNavSections(subject({}), { canInstall: true }));
    expect(nav.Account).toEqual(['Change Password', 'Add to Home Screen', 'Sign Out']);
  });
});

describe('top bar and active state', () => {
  it('picks the main destinations', () => {
    const admin = buildNavSections(subject({ roles: ['company_admin'] }), { canInstall: false });
    expect(topBarLinks(admin).map((i) => i.to)).toEqual(['/time-entries', '/company-reports']);
    const ga = buildNavSections(subject({ roles: ['global_admin'], isGlobalAdmin: true }), {
      canInstall: false,
    });
    expect(topBarLinks(ga).map((i) => i.to)).toEqual(['/tenant-management', '/support-sessions']);
  });

  it('matches nested paths only on a segment boundary', () => {
    expect(isNavItemActive('/jobs', '/jobs')).toBe(true);
    expect(isNavItemActive('/jobs', '/jobs/1')).toBe(true);
    expect(isNavItemActive('/jobs', '/jobsite')).toBe(false);
  });
});
