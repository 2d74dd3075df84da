import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessibleAtBothSizes } from '../support/a11y';
import { ACCOUNTS, openAs } from '../support/auth';
import { apiLogin, moveWeeks, panel, reportLoaded, weekIn } from './reports-helpers';

/**
 * Reports of punched time (decision 0024) at 375 px: an admin of a company that punches under
 * California rules sees a missed meal and a punch outside the job's site in the Exceptions tab,
 * and the meal premium in the Weekly Summary.
 *
 * Acme keeps hours only for every other journey: this one switches it to start and end times
 * with California meal and rest rules through the API and restores its settings afterwards, as
 * it restores the job's site. Its worker is its own (added here, deactivated afterwards, so they
 * appear only in the far week of their punches, which no other journey reads).
 */

const expect = baseExpect.configure({ timeout: 15_000 });

const WEEKS_BACK = 13;
const PHONE = { width: 375, height: 812 };
/** The job's site, and a position some 11 km north of it. */
const SITE = { latitude: 37.8044, longitude: -122.2712, radiusM: 200 };
const FAR = { latitude: 37.9044, longitude: -122.2712, accuracy: 10 };

type Auth = { headers: Record<string, string> };

async function companySettings(request: APIRequestContext, admin: Auth, companyId: string) {
  const res = await request.get(`/api/companies/${companyId}/settings`, { headers: admin.headers });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { time_capture: string; meal_rest_rule: string };
}

async function putCompany(
  request: APIRequestContext,
  admin: Auth,
  companyId: string,
  data: object,
) {
  const res = await request.put(`/api/companies/${companyId}`, { headers: admin.headers, data });
  expect(res.ok(), await res.text()).toBe(true);
}

interface Job {
  id: string;
  jobName: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  isActive: boolean;
  site: object | null;
}

async function putJobSite(request: APIRequestContext, admin: Auth, job: Job, site: object | null) {
  const res = await request.put(`/api/jobs/${job.id}`, {
    headers: admin.headers,
    data: {
      jobName: job.jobName,
      address: job.address,
      city: job.city,
      state: job.state,
      zipCode: job.zipCode,
      isActive: job.isActive,
      site,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe('reports: exceptions of punched time', () => {
  // Punches through the API, two tabs 13 weeks back, and an accessibility scan at two sizes.
  test.describe.configure({ timeout: 120_000 });

  test('a missed meal and a punch off site are flagged, and the premium is paid', async ({
    page,
    request,
    browser,
  }) => {
    const admin = await apiLogin(request, ACCOUNTS.companyAdmin);
    const me = await (await request.get('/api/auth/me', { headers: admin.headers })).json();
    const companyId: string = me.companyId ?? me.company_id ?? me.company?.id;
    const before = await companySettings(request, admin, companyId);
    const jobs = (await (
      await request.get('/api/jobs', { headers: admin.headers })
    ).json()) as Job[];
    const job = jobs.find((j) => j.isActive)!;
    const types = await (
      await request.get(`/api/job-work-types/job/${job.id}/work-types`, { headers: admin.headers })
    ).json();

    const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const worker = { first: 'Paz', last: `Exceptions ${suffix.slice(-6)}` };
    const email = `exceptions-${suffix}@acme.test`;
    let workerId: string | null = null;

    try {
      await putCompany(request, admin, companyId, {
        time_capture: 'times',
        meal_rest_rule: 'california',
      });
      await putJobSite(request, admin, job, SITE);
      const created = await request.post('/api/users', {
        headers: admin.headers,
        data: {
          firstName: worker.first,
          lastName: worker.last,
          email,
          phone: null,
          hourlyRate: 30,
          role: 'standard_user',
          isActive: true,
          includeInReports: true,
          password: 'Rebar!Tie2026x',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      workerId = ((await created.json()) as { id: string }).id;

      // Tuesday of the far week: 7:00 to 15:30 Pacific with no meal, clocked in off site.
      const crew = await request.post('/api/auth/login', {
        data: { email, password: 'Rebar!Tie2026x' },
      });
      const headers = { Authorization: `Bearer ${(await crew.json()).token}` };
      const consent = await request.put('/api/punch-clock/location-consent', {
        headers,
        data: { granted: true },
      });
      expect(consent.ok(), await consent.text()).toBe(true);
      const day = weekIn(-WEEKS_BACK).days[1]!;
      const punch = async (kind: string, time: string, extra: object = {}) => {
        const res = await request.post('/api/punches', {
          headers,
          data: { clientId: randomUUID(), kind, at: `${day}T${time}`, ...extra },
        });
        expect(res.status(), await res.text()).toBe(201);
      };
      // The zone of that day (standard or daylight time) from the browser's own reckoning.
      const offset = await page.evaluate((d) => {
        const minutes = -new Date(`${d}T12:00:00`).getTimezoneOffset();
        const sign = minutes < 0 ? '-' : '+';
        const abs = Math.abs(minutes);
        return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
      }, day);
      await punch('in', `07:00:00${offset}`, {
        jobId: job.id,
        workTypeId: types[0].id,
        location: FAR,
      });
      await punch('out', `15:30:00${offset}`, { restBreaksGiven: true });

      await page.setViewportSize(PHONE);
      await openAs(page, ACCOUNTS.companyAdmin, '/company-reports');
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

      // The Exceptions tab, by keyboard: the tab list's arrow keys reach it (the last tabs are
      // Signatures, the company keeping crews, and Exports).
      const tab = page.getByRole('tab', { name: 'Exceptions' });
      await expect(tab).toBeVisible();
      await page.getByRole('tab', { name: 'Weekly Entries' }).focus();
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: 'Exports' })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('tab', { name: 'Signatures' })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tab).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await reportLoaded(page);
      await moveWeeks(page, -WEEKS_BACK);
      await reportLoaded(page);

      const name = `${worker.first} ${worker.last}`;
      const card = panel(page).getByTestId('exception-worker').filter({ hasText: name });
      await expect(card.getByRole('heading', { name, level: 3 })).toBeVisible();
      await expect(card.getByText('Meal missed (worked 8:30 with no meal)')).toBeVisible();
      await expect(card.getByText('1 punch outside the job site')).toBeVisible();
      await expect(card.getByText('Premium owed: 1.0 h')).toBeVisible();
      const premiums = panel(page).getByRole('table', {
        name: 'Meal and rest premiums owed per worker',
      });
      await expect(premiums.getByRole('row', { name: new RegExp(name) })).toContainText('30.00');

      const noSideways = async () => {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
      };
      await expectAccessibleAtBothSizes(page, 'the Exceptions tab with a flagged day', (size) =>
        size === 'mobile' ? noSideways() : Promise.resolve(),
      );

      // The Weekly Summary pays the meal premium: one hour at the week's regular rate (30.00).
      await page.setViewportSize(PHONE);
      await page.getByRole('tab', { name: 'Weekly Summary' }).click();
      await reportLoaded(page);
      await moveWeeks(page, -WEEKS_BACK);
      await reportLoaded(page);
      const table = panel(page).getByRole('table', { name: 'Weekly hours per employee' });
      await expect(table.getByRole('columnheader', { name: 'Premium pay' })).toBeAttached();
      const row = table.getByRole('row', { name: new RegExp(name) });
      await expect(row.getByRole('cell').last()).toHaveText('30.00');
      await noSideways();

      // In Spanish, on the phone: the same day in its words, nothing sticking out sideways.
      const spanish = await browser.newContext({
        locale: 'es-US',
        timezoneId: 'America/Los_Angeles',
        viewport: PHONE,
        serviceWorkers: 'block',
      });
      try {
        const es = await spanish.newPage();
        await openAs(es, ACCOUNTS.companyAdmin, '/company-reports');
        await es.getByRole('tab', { name: 'Excepciones' }).click();
        await reportLoaded(es);
        const back = panel(es).getByRole('button', { name: 'Semana anterior' });
        for (let i = 0; i < WEEKS_BACK; i++) await back.click();
        const esCard = panel(es).getByTestId('exception-worker').filter({ hasText: name });
        await expect(esCard.getByText('Comida no tomada (trabajó 8:30 sin comida)')).toBeVisible();
        await expect(esCard.getByText('1 marcaje fuera de la obra')).toBeVisible();
        const esOverflow = await es.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(esOverflow).toBe(0);
      } finally {
        await spanish.close();
      }
    } finally {
      await putCompany(request, admin, companyId, {
        time_capture: before.time_capture,
        meal_rest_rule: before.meal_rest_rule,
      });
      await putJobSite(request, admin, job, job.site ?? null);
      if (workerId)
        await request.put(`/api/users/${workerId}/toggle-status`, {
          headers: admin.headers,
          data: { is_active: false },
        });
    }
  });
});
