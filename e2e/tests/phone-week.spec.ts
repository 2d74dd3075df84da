import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  CATALOG_MESSAGES,
  REPORT_MESSAGES,
  STAFF_MESSAGES,
  messageText,
} from '@sitehours/contract';
import { expectNoAxeViolations, settled } from '../support/a11y';
import { ACCOUNTS, signIn } from '../support/auth';
import { csvLines, moveWeeks, panel, rangeLabel, rangeText, reportLoaded } from './reports-helpers';
import { dayCell, entryForm, mondayIn, openDay, plusDays } from './timesheet-helpers';

/**
 * A whole week's work on a 375 px phone. On Monday the company admin adds a worker and a job;
 * from Monday to Friday the worker logs the day's hours on the job; on Friday the admin approves
 * the week, runs the report and downloads it, then deactivates the job and the worker. No step
 * needs a sideways scroll, and every control of the screen lies on it. The week is one no other
 * journey uses (24 weeks ahead), so Approve All meets only this worker's entries.
 */

const PHONE = { width: 375, height: 812 };
const WEEKS_AHEAD = 24;
const PASSWORD = 'Harbor!Crane42';

test.use({ viewport: PHONE, hasTouch: true });

/**
 * The page fits the phone: it does not scroll sideways, and every shown control of the main
 * area (and of an open dialog) lies within the screen's width.
 */
async function expectFits(page: Page, step: string) {
  await settled(page);
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const pageWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (pageWidth > width) found.push(`the page scrolls sideways (${pageWidth} px wide)`);
    const scopes = [...document.querySelectorAll('main, [role="dialog"]')];
    for (const scope of scopes) {
      for (const el of scope.querySelectorAll(
        'button, a[href], input:not([type="hidden"]), select, textarea',
      )) {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        // Inside a scroller that says it scrolls (a report table), a control may lie beyond.
        if (el.closest('[role="region"][tabindex="0"]')) continue;
        if (box.left < -0.5 || box.right > width + 0.5) {
          const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText;
          found.push(
            `"${name?.trim().slice(0, 40)}" at ${Math.round(box.left)}–${Math.round(box.right)} px`,
          );
        }
      }
    }
    return found;
  });
  expect(problems, `${step}: fits a 375 px phone`).toEqual([]);
}

/** A phone of its own for the worker, so the admin's stays signed in. */
async function workerPhone(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  return { page, close: () => context.close() };
}

test("a worker's and an admin's whole week on a 375 px phone", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `phone-week-${id}@acme.test`;
  const jobName = `Phone Week ${id}`;
  const monday = mondayIn(WEEKS_AHEAD);
  const days = Array.from({ length: 5 }, (_, i) => plusDays(monday, i));

  // Monday, the admin: a new worker on Staff.
  await signIn(page, ACCOUNTS.companyAdmin);
  await expectFits(page, 'the admin home screen');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expect(page.getByText(messageText(STAFF_MESSAGES.loading))).toHaveCount(0);
  await expectFits(page, 'Staff');
  await page.getByRole('button', { name: 'Add User', exact: true }).click();
  const staffForm = page.getByRole('form', { name: 'Add User' });
  const field = (name: string) => staffForm.getByRole('textbox', { name, exact: true });
  await field('First Name').fill('Petra');
  await field('Last Name').fill('Fieldwork');
  await field('Email').fill(email);
  await field('Hourly Rate').fill('30');
  await field('Password').fill(PASSWORD);
  await expect(staffForm.getByText(/Password strength: (Strong|Very Strong)/)).toBeVisible();
  await expect(staffForm.getByRole('checkbox', { name: 'Include in reports' })).toBeChecked();
  await expectFits(page, 'the Add User form');
  await expectNoAxeViolations(page, 'the Add User form on a phone');
  await staffForm.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText(messageText(STAFF_MESSAGES.created), { exact: true })).toBeVisible();
  const workerCard = page.getByRole('listitem').filter({ hasText: email });
  await expect(workerCard).toContainText('Petra Fieldwork');
  await expectFits(page, 'Staff with the new worker');

  // Monday, the admin: a new job, with every active work type.
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs Management', level: 1 })).toBeVisible();
  await expect(page.getByText(messageText(CATALOG_MESSAGES.loadingJobs))).toHaveCount(0);
  await page.getByRole('button', { name: 'Add New Job' }).click();
  const jobForm = page.getByRole('form', { name: 'Add New Job' });
  await jobForm.getByRole('textbox', { name: 'Job Name' }).fill(jobName);
  await jobForm.getByRole('textbox', { name: 'Street Address' }).fill('12 Phone Lane');
  await jobForm.getByRole('textbox', { name: 'City' }).fill('Oakland');
  await jobForm.getByRole('textbox', { name: 'State' }).fill('CA');
  await jobForm.getByRole('textbox', { name: 'ZIP Code' }).fill('94607');
  await expect(jobForm.getByRole('checkbox', { name: 'Carpentry', exact: true })).toBeChecked();
  await expectFits(page, 'the Add New Job form');
  await jobForm.getByRole('button', { name: 'Create Job' }).click();
  await expect(page.getByText(`Job "${jobName}" created successfully.`)).toBeVisible();
  await expectFits(page, 'Jobs with the new job');

  // Monday to Friday, the worker: the day's hours on the new job.
  const worker = await workerPhone(browser, email);
  const w = worker.page;
  await w.goto(`/time-entries?week=${monday}`);
  await expect(w.getByRole('heading', { name: 'Timesheet Calendar' })).toBeVisible();
  await expectFits(w, 'the worker’s week');
  const hours = ['8', '8', '7.5', '8', '6.5'];
  for (const [i, day] of days.entries()) {
    const dialog = await openDay(w, day);
    const form = entryForm(dialog);
    await form.getByRole('radio', { name: 'Work Hours' }).check();
    const job = form.getByRole('combobox', { name: 'Job' });
    const option = job.locator('option', { hasText: jobName });
    await job.selectOption((await option.getAttribute('value')) ?? '');
    await form.getByRole('combobox', { name: 'Work Type' }).selectOption({ label: 'Carpentry' });
    await form.getByRole('textbox', { name: 'Hours' }).fill(hours[i]!);
    await expectFits(w, `the time entry of ${day}`);
    if (i === 0) await expectNoAxeViolations(w, 'the time entry form on a phone');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    const shown = Number(hours[i]).toFixed(1).replace('.', '\\.');
    await expect(dayCell(w, day)).toHaveAccessibleName(new RegExp(`: ${shown} hours$`));
    await expectFits(w, `the week after saving ${day}`);
  }

  // Friday, the admin: the week's report, Approve All, and the CSV.
  await page.goto('/company-reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await moveWeeks(page, WEEKS_AHEAD);
  await expect(rangeText(page)).toHaveText(rangeLabel({ start: monday, end: plusDays(monday, 6) }));
  await reportLoaded(page);
  const report = panel(page);
  await expect(report.getByRole('rowheader', { name: 'Petra Fieldwork' })).toBeVisible();
  await expect(report.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expectFits(page, 'the Weekly Entries report');
  await report.getByRole('button', { name: 'Approve All' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve All Time Entries' });
  await expectFits(page, 'the Approve All confirmation');
  await approve.getByRole('button', { name: 'Approve All' }).click();
  await expect(page.getByText(messageText(REPORT_MESSAGES.approved))).toBeVisible();
  await expect(report.getByText('Pending', { exact: true })).toHaveCount(0);
  await expectFits(page, 'the approved report');
  await expectNoAxeViolations(page, 'the approved Weekly Entries report on a phone');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Export Report' }).click(),
  ]);
  const fs = await import('node:fs/promises');
  const lines = csvLines(await fs.readFile(await download.path(), 'utf8'));
  const workerLines = lines.filter((line) => line.includes('Petra Fieldwork'));
  expect(workerLines.length).toBeGreaterThan(0);
  expect(workerLines.join('\n')).toContain(jobName);
  expect(workerLines.join('\n')).toMatch(/\b38\.0\b|\b38\b/);

  // The worker finds the week approved: the entries can no longer be changed.
  await w.reload();
  await expect(w.getByRole('heading', { name: 'Timesheet Calendar' })).toBeVisible();
  const approvedDay = await openDay(w, days[0]!);
  const approvedEntry = approvedDay.getByRole('listitem').filter({ hasText: jobName });
  await expect(approvedEntry.getByRole('img', { name: 'Approved' })).toBeVisible();
  await expect(approvedEntry.getByRole('button', { name: `View ${jobName} entry` })).toBeVisible();
  await expect(approvedEntry.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expectFits(w, 'an approved day');
  await worker.close();

  // Friday, the admin: the job is done and the worker leaves.
  await page.goto('/jobs');
  await expect(page.getByText(messageText(CATALOG_MESSAGES.loadingJobs))).toHaveCount(0);
  await page.getByRole('button', { name: `Deactivate ${jobName}` }).click();
  await expect(page.getByText(`Job "${jobName}" deactivated successfully.`)).toBeVisible();
  await expectFits(page, 'Jobs after deactivating the job');

  await page.goto('/users');
  await expect(page.getByText(messageText(STAFF_MESSAGES.loading))).toHaveCount(0);
  await page
    .getByRole('switch', { name: 'Active status of Petra Fieldwork' })
    .click({ force: true });
  const confirm = page.getByRole('dialog', { name: 'Deactivate User' });
  await expectFits(page, 'the Deactivate User confirmation');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(
    page.getByText(messageText(STAFF_MESSAGES.deactivated), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  await expectFits(page, 'Staff after deactivating the worker');
  const refused = await page.request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
  });
  expect(refused.ok()).toBe(false);
});
