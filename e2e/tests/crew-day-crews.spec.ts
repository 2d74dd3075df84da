import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, apiSignIn, openAs } from '../support/auth';
import { bearer, crewDayOf, crewOfAcme } from './crew-day-helpers';

test.use({ viewport: { width: 375, height: 812 } });

/**
 * An admin makes a crew on a phone: its name, default job, members and lead (a worker without
 * the crew-lead permission cannot be chosen), then deactivates and deletes it.
 */
test('an admin creates, deactivates and deletes a crew', async ({ page, request }) => {
  test.setTimeout(90_000);
  const setup = await crewOfAcme(request, 'crews-admin', 1);
  const worker = setup.workers[0]!;
  const name = `Second ${setup.crewName}`;

  await openAs(page, ACCOUNTS.companyAdmin, '/crews');
  await expect(page.getByRole('heading', { name: 'Crews', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Crew' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a crew' });
  await dialog.getByRole('textbox', { name: 'Crew name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Default job' }).fill(setup.jobName);
  await page.getByRole('option', { name: setup.jobName }).click();
  const members = dialog.getByRole('combobox', { name: 'Members' });
  for (const person of [setup.lead, worker]) {
    await members.fill(person.name);
    await page.getByRole('option', { name: person.name }).click();
  }
  // Leaving the field closes its list (on a phone it covers the leads).
  await members.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: worker.name })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: setup.lead.name }).check();
  await dialog.getByRole('button', { name: 'Create Crew' }).click();
  await expect(page.getByText(`${name} was created.`)).toBeVisible();

  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByText('2 members')).toBeVisible();
  await expect(card.getByText(`Default job: ${setup.jobName}`)).toBeVisible();
  await expect(card.getByText(`Leads: ${setup.lead.name}`)).toBeVisible();

  await card.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(page.getByText(`${name} was deactivated.`)).toBeVisible();
  await expect(card.getByText('Inactive')).toBeVisible();

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this crew?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

/** "Copy from yesterday" fills each worker's lines from their entries of the day before. */
test("copy from yesterday fills the crew's lines from the day before", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const setup = await crewOfAcme(request, 'crew-copy', 2);
  const yesterday = new Date(`${setup.date}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  const day = yesterday.toISOString().slice(0, 10);
  const token = await apiSignIn(request, setup.lead.email, DEMO_PASSWORD);
  const saved = await request.post('/api/crew-day', {
    headers: bearer(token),
    data: {
      crewId: setup.crewId,
      date: day,
      jobId: setup.jobId,
      entries: setup.workers.flatMap((w) => [
        { clientId: `y1-${w.id}`, userId: w.id, workTypeId: setup.workTypes[0]!.id, hours: 6 },
        { clientId: `y2-${w.id}`, userId: w.id, workTypeId: setup.workTypes[1]!.id, hours: 2 },
      ]),
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await openAs(page, setup.lead.email, '/crew-day');
  await page.getByRole('button', { name: 'Copy from yesterday' }).click();
  for (const w of setup.workers) {
    await expect(page.getByRole('textbox', { name: `Hours, ${w.name}, line 1` })).toHaveValue('6');
    await expect(page.getByRole('textbox', { name: `Hours, ${w.name}, line 2` })).toHaveValue('2');
    await expect(page.getByRole('combobox', { name: `Work type, ${w.name}, line 2` })).toHaveValue(
      setup.workTypes[1]!.id,
    );
  }
  await page.getByRole('button', { name: 'Submit day' }).click();
  await expect(page.getByText('The crew day was saved: 4 entries.')).toBeVisible();
  const today = await crewDayOf(request, setup);
  for (const w of setup.workers)
    expect(
      today.rows
        .find((r) => r.userId === w.id)!
        .entries.map((e) => e.hours)
        .sort(),
    ).toEqual([2, 6]);
});
