import { expect, type Locator, type Page } from '@playwright/test';

/** Helpers of the timesheet journeys (timesheet-*.spec.ts). Days are 'yyyy-MM-dd', local time. */

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The Monday `weeks` weeks from this week (negative: in the past). */
export function mondayIn(weeks: number): string {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + weeks * 7);
  return iso(d);
}

export function plusDays(day: string, days: number): string {
  const [y, m, dd] = day.split('-').map(Number) as [number, number, number];
  const d = new Date(y, m - 1, dd, 12);
  d.setDate(d.getDate() + days);
  return iso(d);
}

/** 'Monday, November 16', as the day cells and the day modal name a day. */
export function dayTitle(day: string): string {
  const [y, m, dd] = day.split('-').map(Number) as [number, number, number];
  const d = new Date(y, m - 1, dd, 12);
  return `${WEEKDAYS[d.getDay()]}, ${MONTHS[d.getMonth()]} ${d.getDate()}`;
}

export async function openWeek(page: Page, monday: string, user?: string) {
  await page.goto(`/time-entries?week=${monday}${user ? `&user=${user}` : ''}`);
  await expect(page.getByRole('heading', { name: 'Timesheet Calendar' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Days of the week' })).toBeVisible();
}

export function dayCell(page: Page, day: string): Locator {
  return page
    .getByRole('list', { name: 'Days of the week' })
    .getByRole('button', { name: new RegExp(`^${dayTitle(day)}:`) });
}

export async function openDay(page: Page, day: string): Promise<Locator> {
  await dayCell(page, day).click();
  const dialog = page.getByRole('dialog', { name: dayTitle(day) });
  await expect(dialog).toBeVisible();
  return dialog;
}

export const JOB = 'Telegraph Retail Fit-out - 2640 Telegraph Ave, Berkeley';
export const WORK_TYPE = 'Carpentry';

export function entryForm(scope: Locator | Page): Locator {
  return scope.getByRole('form', { name: /time entry$/ });
}

/** Fills a work entry (job, work type, hours, optional notes) without saving it. */
export async function fillWork(form: Locator, hours: string, notes?: string) {
  await form.getByRole('radio', { name: 'Work Hours' }).check();
  await form.getByRole('combobox', { name: 'Job' }).selectOption({ label: JOB });
  await form.getByRole('combobox', { name: 'Work Type' }).selectOption({ label: WORK_TYPE });
  await form.getByRole('textbox', { name: 'Hours' }).fill(hours);
  if (notes !== undefined)
    await form.getByRole('textbox', { name: 'Notes (Optional)' }).fill(notes);
}

export async function fillOther(form: Locator, type: string, hours: string) {
  await form.getByRole('radio', { name: 'Other' }).check();
  await form.getByRole('combobox', { name: 'Other type' }).selectOption({ label: type });
  await form.getByRole('textbox', { name: 'Hours' }).fill(hours);
}

export function footer(page: Page): Locator {
  return page.getByRole('region', { name: 'Week totals' });
}
