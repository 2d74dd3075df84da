import { expect, test } from '@playwright/test';
import { openAs } from '../support/auth';
import { adminToken, bearer, crewDayOf, crewOfAcme, saveDay } from './crew-day-helpers';

test.use({ viewport: { width: 375, height: 812 } });

/**
 * A change to a signed entry voids the signature: the crew day asks for it again (Awaiting
 * signature, and Sign offered on the row).
 */
test('an edit of a signed entry voids the signature', async ({ page, request }) => {
  test.setTimeout(90_000);
  const setup = await crewOfAcme(request, 'crew-void', 1);
  const worker = setup.workers[0]!;
  const leadToken = await saveDay(request, setup);
  const signed = await request.post('/api/sign-offs', {
    headers: bearer(leadToken),
    data: {
      userId: worker.id,
      date: setup.date,
      pin: worker.pin,
      status: 'signed',
      answers: { injured: false, breaks: true },
    },
  });
  expect(signed.ok(), await signed.text()).toBe(true);

  await openAs(page, setup.lead.email, '/crew-day');
  const row = page.getByRole('region', { name: worker.name });
  await expect(row.getByText('Signed', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Sign for ${worker.name}` })).toHaveCount(0);

  // The office corrects the hours on the timesheet.
  const [entry] = (await crewDayOf(request, setup)).rows.find(
    (r) => r.userId === worker.id,
  )!.entries;
  const edited = await request.put(`/api/time-entries/${entry!.id}`, {
    headers: bearer(await adminToken(request)),
    data: {
      entryDate: setup.date,
      hours: 7.5,
      isPto: false,
      userId: worker.id,
      jobId: setup.jobId,
      workTypeId: setup.workTypes[0]!.id,
    },
  });
  expect(edited.ok(), await edited.text()).toBe(true);

  await page.reload();
  await expect(row.getByText('Awaiting signature')).toBeVisible();
  await expect(row.getByText('Saved: 7.5 h')).toBeVisible();
  await expect(row.getByRole('button', { name: `Sign for ${worker.name}` })).toBeVisible();
  const day = await crewDayOf(request, setup);
  expect(day.rows.find((r) => r.userId === worker.id)!.signature).toMatchObject({
    voided: true,
  });
});

/**
 * "Injured: yes" alerts the admins once: the worker answers from their own sign-in (My Days to
 * Sign), first disputing the day, then signing it; the company has one alert for them.
 */
test('an injury answer produces exactly one alert', async ({ page, request }) => {
  test.setTimeout(90_000);
  const setup = await crewOfAcme(request, 'crew-injury', 1);
  const worker = setup.workers[0]!;
  await saveDay(request, setup);
  const alertsOf = async () => {
    const res = await request.get('/api/alerts', {
      headers: bearer(await adminToken(request)),
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { id: string; userId: string; kind: string }[]).filter(
      (a) => a.userId === worker.id,
    );
  };

  await openAs(page, worker.email, '/sign-offs');
  await expect(page.getByRole('heading', { name: 'My Days to Sign', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Review and sign / }).click();
  let dialog = page.getByRole('dialog', { name: /^Sign the day: / });
  await dialog
    .getByRole('group', { name: 'Were you injured today?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await dialog
    .getByRole('group', { name: 'Did you get your meal and rest breaks?' })
    .getByRole('button', { name: 'No' })
    .click();
  await expect(dialog.getByLabel(/PIN/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Something is wrong' }).click();
  await dialog.getByRole('textbox', { name: 'What is wrong?' }).fill('Cut my hand at 2 pm.');
  await dialog.getByRole('button', { name: 'Send: something is wrong' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Disputed: Cut my hand at 2 pm.')).toBeVisible();
  expect(await alertsOf()).toHaveLength(1);

  // Answering again (signing now, still injured) adds no second alert.
  await page.getByRole('button', { name: /^Review and sign / }).click();
  dialog = page.getByRole('dialog', { name: /^Sign the day: / });
  for (const [question, answer] of [
    ['Were you injured today?', 'Yes'],
    ['Did you get your meal and rest breaks?', 'Yes'],
  ] as const)
    await dialog
      .getByRole('group', { name: question })
      .getByRole('button', { name: answer })
      .click();
  await dialog.getByRole('button', { name: 'Sign: my day is right' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/^You signed /)).toBeVisible();
  const alerts = await alertsOf();
  expect(alerts).toEqual([expect.objectContaining({ kind: 'injury' })]);
  // Seen, so that the company's dashboard shows no alert to the journeys after this one.
  const seen = await request.post(`/api/alerts/${alerts[0]!.id}/seen`, {
    headers: bearer(await adminToken(request)),
  });
  expect(seen.ok(), await seen.text()).toBe(true);
});

/** A worker signs their day by keyboard alone: the answers, then the Sign button. */
test('a worker signs their day by keyboard', async ({ page, request }) => {
  test.setTimeout(90_000);
  const setup = await crewOfAcme(request, 'crew-keys', 1);
  const worker = setup.workers[0]!;
  await saveDay(request, setup);

  await openAs(page, worker.email, '/sign-offs');
  await page.getByRole('button', { name: /^Review and sign / }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Sign the day: / });
  await expect(dialog).toBeVisible();
  const injured = dialog.getByRole('group', { name: 'Were you injured today?' });
  await injured.getByRole('button', { name: 'Yes' }).focus();
  await page.keyboard.press('Tab');
  await expect(injured.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(injured.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  const breaks = dialog.getByRole('group', { name: 'Did you get your meal and rest breaks?' });
  await expect(breaks.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Sign: my day is right' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/^You signed /)).toBeVisible();
  await expect(
    page.getByText('Nothing to sign: every day of the last month is signed.'),
  ).toBeVisible();
});
