import { expect, test } from '@playwright/test';
import { REPORT_MESSAGES, messageText } from '@sitehours/contract';
import { ACCOUNTS } from '../support/auth';
import {
  apiLogin,
  listEntries,
  moveWeeks,
  openReports,
  panel,
  rangeLabel,
  rangeText,
  reportLoaded,
  weekIn,
} from './reports-helpers';

test('Approve All approves last week, and the employee can no longer change those entries', async ({
  page,
  request,
}) => {
  const week = weekIn(-1);
  await openReports(page);
  await moveWeeks(page, -1);
  await expect(rangeText(page)).toHaveText(rangeLabel(week));
  await reportLoaded(page);

  const report = panel(page);
  const rows = report.getByTestId('entry-row');
  await expect(rows.first()).toBeVisible();
  await expect(report.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(report.getByRole('rowheader', { name: 'Luis Hernandez' })).toBeVisible();
  await expect(report.getByText('Sofia Ramos')).toHaveCount(0);

  // Cancelling the confirmation changes nothing.
  await report.getByRole('button', { name: 'Approve All' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve All Time Entries' });
  await expect(dialog.getByText(messageText(REPORT_MESSAGES.approveConfirm))).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(report.getByText('Pending', { exact: true }).first()).toBeVisible();

  await report.getByRole('button', { name: 'Approve All' }).click();
  await dialog.getByRole('button', { name: 'Approve All' }).click();
  await expect(page.getByText(messageText(REPORT_MESSAGES.approved))).toBeVisible();
  await expect(report.getByText('Pending', { exact: true })).toHaveCount(0);
  await expect(report.getByText('Approved', { exact: true })).toHaveCount(await rows.count());
  await expect(report.getByRole('button', { name: 'Approve All' })).toHaveCount(0);

  // Luis Hernandez (worker1) now finds last week's entries approved, and may not change them.
  const worker = await apiLogin(request, ACCOUNTS.worker);
  const entries = await listEntries(request, worker, week.start, week.end);
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) expect(entry.status).toBe('approved');
  const work = entries.find((e) => !e.isPto)!;
  const put = await request.put(`/api/time-entries/${work.id}`, {
    headers: worker.headers,
    data: {
      hours: work.hours,
      entryDate: work.entryDate,
      notes: 'changed after approval',
      isPto: false,
      jobId: work.jobId,
      workTypeId: work.workTypeId,
    },
  });
  expect(put.status()).toBe(403);
});
