import { expect, test } from '@playwright/test';
import { openAs } from '../support/auth';
import { crewDayOf, crewOfAcme, type CrewSetup } from './crew-day-helpers';

test.use({ viewport: { width: 375, height: 812 } });

/** Types 8 hours on the first worker's line and copies it to the whole crew. */
async function typeTheDay(page: import('@playwright/test').Page, setup: CrewSetup) {
  const worker = setup.workers[0]!;
  await page
    .getByRole('combobox', { name: `Work type, ${worker.name}, line 1` })
    .selectOption({ label: setup.workTypes[0]!.name });
  await page.getByRole('textbox', { name: `Hours, ${worker.name}, line 1` }).fill('8');
  await page.getByRole('button', { name: `Copy to all from ${worker.name}` }).click();
}

async function expectOneEntryEach(
  request: import('@playwright/test').APIRequestContext,
  setup: CrewSetup,
) {
  const day = await crewDayOf(request, setup);
  for (const row of day.rows) expect(row.entries.map((e) => e.hours)).toEqual([8]);
}

/**
 * The lines typed stay on the phone through a reload; a day submitted without a connection is
 * kept and sent by itself when the phone is back online, each line saved once.
 */
test('a day submitted offline is kept and sent once when back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const setup = await crewOfAcme(request, 'crew-offline', 2);
  await openAs(page, setup.lead.email, '/crew-day');
  await typeTheDay(page, setup);
  await page.reload();
  const last = setup.workers[1]!;
  await expect(page.getByRole('textbox', { name: `Hours, ${last.name}, line 1` })).toHaveValue('8');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit day' }).click();
  await expect(page.getByText('You are offline: the day is kept on this device')).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Hours, ${last.name}, line 1` })).toBeDisabled();

  await context.setOffline(false);
  await expect(page.getByText('The crew day was saved: 3 entries.')).toBeVisible();
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: last.name }).getByText('Awaiting signature'),
  ).toBeVisible();
  await expectOneEntryEach(request, setup);
});

/** The server saved the day but its answer was lost: sending again saves nothing twice. */
test('a day whose answer was lost is sent again and saved once', async ({ page, request }) => {
  test.setTimeout(90_000);
  const setup = await crewOfAcme(request, 'crew-retry', 2);
  await openAs(page, setup.lead.email, '/crew-day');
  await typeTheDay(page, setup);

  let lost = false;
  await page.route('**/api/crew-day', async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('failed');
  });
  await page.getByRole('button', { name: 'Submit day' }).click();
  await expect(page.getByText('You are offline: the day is kept on this device')).toBeVisible();

  await page.getByRole('button', { name: 'Submit day' }).click();
  await expect(page.getByText('The crew day was saved: 3 entries.')).toBeVisible();
  await expectOneEntryEach(request, setup);
});
