import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from '../support/auth';
import { apiLogin, knownWork, listEntries, weekIn, type ApiEntry } from './reports-helpers';
import { dayTitle, entryForm, openDay, openWeek } from './timesheet-helpers';

/**
 * Corrections after approval: an admin who changes an approved entry must give a reason, and
 * the entry history shows who changed what, when and why. Worker1's demo week two weeks back is
 * approved; the edited entry is put back afterwards. Deleting an approved entry asks for a
 * reason too (an entry of its own in a week far ahead).
 */

const REASON = 'Left the site at 3:30, foreman confirmed';
const RESTORE = 'Put back after the e2e check';

/** Hours as the app shows them: 8.0, 7.5, 7.25. */
const fmt = (h: number) => {
  const cents = Math.round(h * 100) % 100;
  return cents === 25 || cents === 75 ? h.toFixed(2) : h.toFixed(1);
};

test('editing an approved entry needs a reason, and the history shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const week = weekIn(-2);
  const worker = await apiLogin(request, ACCOUNTS.worker);
  const entries = await listEntries(request, worker, week.start, week.end);
  // An approved work entry no other entry of its day shares its job and hours with.
  const twins = (a: ApiEntry) =>
    entries.filter(
      (e) => e.entryDate === a.entryDate && e.jobName === a.jobName && e.hours === a.hours,
    ).length;
  const entry = entries.find(
    (e) => e.status === 'approved' && !e.isPto && e.hours >= 1 && e.jobName && twins(e) === 1,
  );
  expect(entry, 'an approved work entry told apart by job and hours').toBeDefined();
  const original = entry!.hours;
  const changed = original - 0.5;
  const monday = week.days[0]!;

  await signIn(page, ACCOUNTS.companyAdmin);
  await openWeek(page, monday, worker.userId);
  let dialog = await openDay(page, entry!.entryDate);
  const item = (hours: number) =>
    dialog.getByRole('listitem', { name: `${entry!.jobName}, ${fmt(hours)} hrs.`, exact: true });
  await item(original)
    .getByRole('button', { name: /^Edit / })
    .click();
  let form = entryForm(dialog);
  await expect(
    form.getByText('As an admin, you can still edit it', { exact: false }),
  ).toBeVisible();
  const reason = form.getByRole('textbox', { name: 'Reason for the change' });
  await expect(reason).toBeVisible();
  await form.getByRole('textbox', { name: 'Hours' }).fill(String(changed));
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByText('Please give a reason for changing an approved entry')).toBeVisible();

  await reason.fill(REASON);
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByRole('form', { name: 'Edit time entry' })).toHaveCount(0);

  // The history: created, approved, then the change with its reason.
  await item(changed)
    .getByRole('button', { name: /^History of / })
    .click();
  const history = dialog.getByRole('region', { name: 'Entry history' });
  await expect(history.getByText(`Hours: ${fmt(original)} → ${fmt(changed)}`)).toBeVisible();
  await expect(history.getByText(REASON)).toBeVisible();
  await expect(history.getByText(`Changed by ${ACCOUNTS.companyAdmin}`)).toBeVisible();

  // Put the demo entry back as it was.
  await item(changed)
    .getByRole('button', { name: /^Edit / })
    .click();
  form = entryForm(dialog);
  await form.getByRole('textbox', { name: 'Hours' }).fill(String(original));
  await form.getByRole('textbox', { name: 'Reason for the change' }).fill(RESTORE);
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByRole('form', { name: 'Edit time entry' })).toHaveCount(0);
  const after = await listEntries(request, worker, week.start, week.end);
  const restored = after.find((e) => e.id === entry!.id);
  expect(restored?.hours).toBe(original);
  expect(restored?.status).toBe('approved');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: dayTitle(entry!.entryDate) })).toHaveCount(0);
  dialog = await openDay(page, entry!.entryDate);
  await item(original)
    .getByRole('button', { name: /^History of / })
    .click();
  await expect(
    dialog.getByRole('region', { name: 'Entry history' }).getByText(RESTORE),
  ).toBeVisible();
});

test('deleting an approved entry needs a reason', async ({ page, request }) => {
  const week = weekIn(43);
  const day = week.days[2]!;
  const admin = await apiLogin(request, ACCOUNTS.companyAdmin);
  const worker = await apiLogin(request, ACCOUNTS.worker);
  const work = await knownWork(request, worker);
  const created = await request.post('/api/time-entries/admin-create', {
    headers: admin.headers,
    data: {
      targetUserId: worker.userId,
      jobId: work.jobId,
      workTypeId: work.workTypeId,
      entryDate: day,
      hours: 3,
      notes: 'to be deleted after approval',
      isPto: false,
      ptoTypeId: null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const entryId: string = (await created.json()).id;
  const approve = await request.post('/api/time-entries/approve-batch', {
    headers: admin.headers,
    data: { entryIds: [entryId] },
  });
  expect(approve.ok(), await approve.text()).toBe(true);

  await signIn(page, ACCOUNTS.companyAdmin);
  await openWeek(page, week.days[0]!, worker.userId);
  const dialog = await openDay(page, day);
  await dialog.getByRole('button', { name: /^Delete / }).click();
  const confirm = dialog.getByRole('group', { name: 'Confirm delete' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    confirm.getByText('Please give a reason for changing an approved entry'),
  ).toBeVisible();
  await confirm.getByRole('textbox', { name: 'Reason for deleting' }).fill('Entered twice');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('No time recorded for this day yet.')).toBeVisible();
  const left = await listEntries(request, worker, day, day);
  expect(left.find((e) => e.id === entryId)).toBeUndefined();
});
