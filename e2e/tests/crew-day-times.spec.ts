import { expect, test } from '@playwright/test';
import { openAs } from '../support/auth';
import { adminToken, bearer, crewOfAcme } from './crew-day-helpers';
import { TIMES_COMPANY_ADMIN } from './punch-clock-helpers';

test.use({ viewport: { width: 375, height: 812 } });

/**
 * Where the company records start and end times, the crew day asks for them: a lead logs
 * yesterday's morning for the crew (copied to all) and each entry is stored with its start and
 * end in the company's zone.
 */
test('a company that records times logs the crew day with starts and ends', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const company = { admin: TIMES_COMPANY_ADMIN, domain: 'keystone.test' };
  const headers = bearer(await adminToken(request, company.admin));
  const me = (await (await request.get('/api/auth/me', { headers })).json()) as {
    companyId: string;
  };
  const settings = await request.put(`/api/companies/${me.companyId}`, {
    headers,
    data: { time_capture: 'times' },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const setup = await crewOfAcme(request, 'crew-times', 2, company);
  const worker = setup.workers[0]!;
  const yesterday = new Date(`${setup.date}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  const day = yesterday.toISOString().slice(0, 10);

  await openAs(page, setup.lead.email, '/crew-day');
  await page.getByLabel('Date').fill(day);
  await page
    .getByRole('combobox', { name: `Work type, ${worker.name}, line 1` })
    .selectOption({ label: setup.workTypes[0]!.name });
  await page.getByLabel(`Start, ${worker.name}, line 1`).fill('07:00');
  await page.getByLabel(`End, ${worker.name}, line 1`).fill('11:30');
  await page.getByRole('button', { name: `Copy to all from ${worker.name}` }).click();
  await page.getByRole('button', { name: 'Submit day' }).click();
  await expect(page.getByText('The crew day was saved: 3 entries.')).toBeVisible();
  const row = page.getByRole('region', { name: worker.name });
  await expect(row.getByText(`${setup.workTypes[0]!.name} · 07:00–11:30 · 4.5`)).toBeVisible();

  const res = await request.get(`/api/crew-day?crewId=${setup.crewId}&date=${day}`, {
    headers: bearer(await adminToken(request, company.admin)),
  });
  expect(res.ok(), await res.text()).toBe(true);
  const stored = (await res.json()) as {
    rows: { entries: { hours: number; startedAt: string; endedAt: string }[] }[];
  };
  for (const r of stored.rows) {
    expect(r.entries).toHaveLength(1);
    expect(r.entries[0]!.hours).toBe(4.5);
    expect(Date.parse(r.entries[0]!.endedAt) - Date.parse(r.entries[0]!.startedAt)).toBe(
      4.5 * 3_600_000,
    );
  }
});
