import fs from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/auth';
import { apiLogin, panel } from './reports-helpers';

/** Helpers of the payroll journeys (payroll-*.spec.ts). */

/** Sets the company's overtime rule through the API (to restore it after a journey). */
export async function setOvertimeRule(
  request: APIRequestContext,
  rule: 'none' | 'federal' | 'california',
) {
  const admin = await apiLogin(request, ACCOUNTS.companyAdmin);
  const me = await request.get('/api/auth/me', { headers: admin.headers });
  const profile = await me.json();
  const companyId: string = profile.companyId ?? profile.company_id ?? profile.company?.id;
  const res = await request.put(`/api/companies/${companyId}`, {
    headers: admin.headers,
    data: { overtime_rule: rule },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Opens the Weekly Summary's payroll menu, picks a file and reads the download. */
export async function downloadPayrollFile(
  page: Page,
  item: 'Payroll CSV' | 'QuickBooks (IIF)' | 'Gusto (CSV)',
): Promise<{ name: string; text: string }> {
  await panel(page).getByRole('button', { name: 'Payroll Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await fs.readFile(file, 'utf8') };
}

/** A file's lines, without the BOM and the final line break. */
export const fileLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');
