import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, createOwnWorker, openAs } from '../support/auth';
import { crewDayOf, crewOfAcme } from './crew-day-helpers';

test.use({ viewport: { width: 375, height: 812 } });

/**
 * A crew lead on a phone logs a 12-person day on three work types in one submit (one worker's
 * lines copied to all), then each worker signs their day on the lead's phone with their PIN (the
 * lead their own, without one). The whole journey, from opening the crew day to the last
 * signature, takes under a minute.
 */
test('a 12-worker, 3-work-type day is saved in one submit and signed by PIN', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const setup = await crewOfAcme(request, 'crew-submit', 11);
  const people = [setup.lead, ...setup.workers];
  const first = setup.workers[0]!;

  const started = Date.now();
  await openAs(page, setup.lead.email, '/crew-day');
  await expect(page.getByRole('heading', { name: 'Crew Day', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Job', exact: true })).toHaveValue(setup.jobName);

  // Three lines for the first worker: 3 + 3 + 2 hours.
  const hours = ['3', '3', '2'];
  for (let i = 0; i < 3; i++) {
    if (i > 0) await page.getByRole('button', { name: `Add line for ${first.name}` }).click();
    await page
      .getByRole('combobox', { name: `Work type, ${first.name}, line ${i + 1}` })
      .selectOption({ label: setup.workTypes[i]!.name });
    await page
      .getByRole('textbox', { name: `Hours, ${first.name}, line ${i + 1}` })
      .fill(hours[i]!);
  }
  await page.getByRole('button', { name: `Copy to all from ${first.name}` }).click();
  for (const person of people)
    await expect(page.getByRole('textbox', { name: `Hours, ${person.name}, line 3` })).toHaveValue(
      '2',
    );
  await expect(page.getByText('36 lines to save')).toBeVisible();

  const submitted = page.waitForResponse(
    (r) => r.url().endsWith('/api/crew-day') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit day' }).click();
  expect((await submitted).status()).toBe(201);
  await expect(page.getByText('The crew day was saved: 36 entries.')).toBeVisible();

  // Each worker signs on the lead's phone.
  for (const person of people) {
    const row = page.getByRole('region', { name: person.name });
    await expect(row.getByText('Awaiting signature')).toBeVisible();
    await row.getByRole('button', { name: `Sign for ${person.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Sign the day: ${person.name}` });
    await dialog
      .getByRole('group', { name: 'Were you injured today?' })
      .getByRole('button', { name: 'No' })
      .click();
    await dialog
      .getByRole('group', { name: 'Did you get your meal and rest breaks?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    const pin = setup.workers.find((w) => w.id === person.id)?.pin;
    if (pin) await dialog.getByLabel(`PIN of ${person.name}`).fill(pin);
    await dialog.getByRole('button', { name: 'Sign: my day is right' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText('Signed', { exact: true })).toBeVisible();
  }
  const elapsed = Date.now() - started;
  test.info().annotations.push({ type: 'elapsed', description: `${elapsed} ms` });
  expect(elapsed).toBeLessThan(60_000);

  // Stored: 3 entries of 8 hours a person, each day signed.
  const day = await crewDayOf(request, setup);
  expect(day.rows).toHaveLength(12);
  for (const row of day.rows) {
    expect(row.entries).toHaveLength(3);
    expect(row.entries.reduce((s, e) => s + e.hours, 0)).toBe(8);
    expect(row.signature).toMatchObject({ state: 'signed', voided: false });
  }
});

/** A wrong PIN is refused with the tries left, and nothing is signed. */
test('a wrong PIN says how many tries are left', async ({ page, request }) => {
  test.setTimeout(90_000);
  const setup = await crewOfAcme(request, 'crew-pin', 1);
  const worker = setup.workers[0]!;
  await openAs(page, setup.lead.email, '/crew-day');
  await page
    .getByRole('combobox', { name: `Work type, ${worker.name}, line 1` })
    .selectOption({ label: setup.workTypes[0]!.name });
  await page.getByRole('textbox', { name: `Hours, ${worker.name}, line 1` }).fill('8');
  await page.getByRole('button', { name: 'Submit day' }).click();
  await expect(page.getByText('The crew day was saved: 1 entries.')).toBeVisible();

  await page.getByRole('button', { name: `Sign for ${worker.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Sign the day: ${worker.name}` });
  await dialog.getByRole('button', { name: 'Sign: my day is right' }).click();
  await expect(dialog.getByText('Please answer every question.')).toBeVisible();
  for (const group of await dialog.getByRole('group').all())
    await group.getByRole('button', { name: 'No' }).click();
  await dialog.getByLabel(`PIN of ${worker.name}`).fill('9999');
  await dialog.getByRole('button', { name: 'Sign: my day is right' }).click();
  await expect(dialog.getByText('Wrong PIN. 4 tries left.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const row = page.getByRole('region', { name: worker.name });
  await expect(row.getByText('Awaiting signature')).toBeVisible();
});

/** A worker who may not lead a crew is refused the crew day, and still signs their own days. */
test('the crew day is only for those who may lead a crew', async ({ page, request }) => {
  const email = await createOwnWorker(request, {
    prefix: 'crew-refused',
    firstName: 'Rita',
    lastName: 'Refused',
    password: DEMO_PASSWORD,
  });
  await openAs(page, email, '/crew-day');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await openAs(page, email, '/sign-offs');
  await expect(page.getByRole('heading', { name: 'My Days to Sign', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Nothing to sign: every day of the last month is signed.'),
  ).toBeVisible();
});
