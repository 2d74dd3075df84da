import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCALES, expectAccessibleAtBothSizes } from '../support/a11y';
import { ACCOUNTS, openAs } from '../support/auth';
import { BOM, apiLogin, csvLines, weekIn } from './reports-helpers';

/**
 * The California time cards at 375 px: an admin of a company that clocks in and out downloads
 * a far week's time cards from Reports, by keyboard, as CSV (its first lines hold the worker's
 * exact in, out and meal times) and as PDF; the panel reads in Spanish too.
 *
 * Acme keeps hours only for every other journey: this one switches it to start and end times
 * with California rules through the API and restores its settings afterwards. Its worker is its
 * own (added here, deactivated afterwards), punching 15 weeks back, a week no other journey reads.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

const WEEKS_BACK = 15;
const PHONE = { width: 375, height: 812 };

type Auth = { headers: Record<string, string> };

const state: {
  admin?: Auth;
  companyId?: string;
  before?: { time_capture: string; meal_rest_rule: string };
  workerId?: string;
  name?: string;
} = {};

async function putCompany(request: APIRequestContext, data: object) {
  const res = await request.put(`/api/companies/${state.companyId}`, {
    headers: state.admin!.headers,
    data,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The UTC offset of a day in the browser's zone (the company's, Pacific), e.g. "-07:00". */
function offsetOf(page: Page, day: string) {
  return page.evaluate((d) => {
    const minutes = -new Date(`${d}T12:00:00`).getTimezoneOffset();
    const abs = Math.abs(minutes);
    const hh = String(Math.floor(abs / 60)).padStart(2, '0');
    return `${minutes < 0 ? '-' : '+'}${hh}:${String(abs % 60).padStart(2, '0')}`;
  }, day);
}

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

test.describe('reports: California time cards', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async ({ request, browser }) => {
    const admin = await apiLogin(request, ACCOUNTS.companyAdmin);
    state.admin = admin;
    const me = await (await request.get('/api/auth/me', { headers: admin.headers })).json();
    state.companyId = me.companyId ?? me.company_id ?? me.company?.id;
    const settings = await request.get(`/api/companies/${state.companyId}/settings`, {
      headers: admin.headers,
    });
    state.before = await settings.json();
    await putCompany(request, { time_capture: 'times', meal_rest_rule: 'california' });

    const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const email = `time-cards-${suffix}@acme.test`;
    state.name = `Tess Cards${suffix.slice(-6)}`;
    const created = await request.post('/api/users', {
      headers: admin.headers,
      data: {
        firstName: 'Tess',
        lastName: `Cards${suffix.slice(-6)}`,
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
    state.workerId = ((await created.json()) as { id: string }).id;

    const jobs = (await (await request.get('/api/jobs', { headers: admin.headers })).json()) as {
      id: string;
      isActive: boolean;
    }[];
    const job = jobs.find((j) => j.isActive)!;
    const types = await (
      await request.get(`/api/job-work-types/job/${job.id}/work-types`, { headers: admin.headers })
    ).json();
    const crew = await request.post('/api/auth/login', {
      data: { email, password: 'Rebar!Tie2026x' },
    });
    const headers = { Authorization: `Bearer ${(await crew.json()).token}` };
    // Wednesday of the far week: 7:00 to 15:45 with a meal from 11:30 to 12:00.
    const day = weekIn(-WEEKS_BACK).days[2]!;
    const page = await browser.newPage();
    const offset = await offsetOf(page, day);
    await page.close();
    const punch = async (kind: string, time: string, extra: object = {}) => {
      const res = await request.post('/api/punches', {
        headers,
        data: { clientId: randomUUID(), kind, at: `${day}T${time}${offset}`, ...extra },
      });
      expect(res.status(), await res.text()).toBe(201);
    };
    await punch('in', '07:00:00', { jobId: job.id, workTypeId: types[0].id });
    await punch('meal_start', '11:30:00');
    await punch('meal_end', '12:00:00');
    await punch('out', '15:45:00', { restBreaksGiven: true });
  });

  test.afterAll(async ({ request }) => {
    if (!state.admin) return;
    if (state.before)
      await putCompany(request, {
        time_capture: state.before.time_capture,
        meal_rest_rule: state.before.meal_rest_rule,
      });
    if (state.workerId)
      await request.put(`/api/users/${state.workerId}/toggle-status`, {
        headers: state.admin.headers,
        data: { is_active: false },
      });
  });

  test('an admin downloads a week of time cards as CSV and PDF at 375 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openAs(page, ACCOUNTS.companyAdmin, '/company-reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Time cards' });
    await expect(cards.getByRole('heading', { name: 'Time cards', level: 2 })).toBeVisible();
    await noSideways(page);

    const week = weekIn(-WEEKS_BACK);
    const previous = cards.getByRole('button', { name: 'Previous week' });
    for (let i = 0; i < WEEKS_BACK; i++) await previous.click();

    // By keyboard: the CSV button takes Enter.
    const csvButton = cards.getByRole('button', { name: 'Download CSV' });
    await csvButton.focus();
    const [csvFile] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(csvFile.suggestedFilename()).toBe(`time-cards_${week.start}_to_${week.end}.csv`);
    const text = await fs.readFile(await csvFile.path(), 'utf8');
    expect(text.startsWith(BOM)).toBe(true);
    const lines = csvLines(text);
    expect(lines[0]).toMatch(
      /^Employee,Employee ID,Date,Day,Row,In Date,In Time,Out Date,Out Time,Job,Work Type,/,
    );
    const day = week.days[2]!;
    const mine = lines
      .filter((l) => l.startsWith(`${state.name},`))
      .map((l) => l.split(',').slice(2, 9).join(','));
    expect(mine.slice(0, 4)).toEqual([
      `${day},Wed,Work period,${day},7:00 AM,${day},11:30 AM`,
      `${day},Wed,Meal period,${day},11:30 AM,${day},12:00 PM`,
      `${day},Wed,Work period,${day},12:00 PM,${day},3:45 PM`,
      `${day},Wed,Day total,,,,`,
    ]);
    const total = lines.filter((l) => l.startsWith(`${state.name},`))[3]!;
    expect(total).toContain(',8:15,8.25,Yes,Meal 1 on time,0,0,');
    await expect(cards.getByRole('status')).toHaveText(
      `Saved time-cards_${week.start}_to_${week.end}.csv`,
    );

    const [pdfFile] = await Promise.all([
      page.waitForEvent('download'),
      cards.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdfFile.suggestedFilename()).toBe(`time-cards_${week.start}_to_${week.end}.pdf`);
    const pdf = await fs.readFile(await pdfFile.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await noSideways(page);

    await expectAccessibleAtBothSizes(page, 'Reports with the time cards panel', (size) =>
      size === 'mobile' ? noSideways(page) : Promise.resolve(),
    );
  });

  test.describe('in Spanish', () => {
    test.use({ locale: LOCALES.es });

    test('the panel reads in Spanish at 375 px', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openAs(page, ACCOUNTS.companyAdmin, '/company-reports');
      const cards = page.getByRole('region', { name: 'Hojas de horas' });
      await expect(cards.getByRole('button', { name: 'Descargar CSV' })).toBeVisible();
      await expect(cards.getByRole('button', { name: 'Descargar PDF' })).toBeVisible();
      await noSideways(page);
    });
  });
});
