import { expect as baseExpect, test } from '@playwright/test';
import { LOCALES, VIEWPORTS, expectAccessibleAtBothSizes } from '../support/a11y';
import { DEMO_PASSWORD, apiSignIn, openAs } from '../support/auth';
import { REVIEW_ADMIN, apiOf, recordCrewDay, signOwnDay } from './review-helpers';

/**
 * The office's side of the crew day: a crew day recorded through the API for Granite
 * Peak Builders, one worker disputing it and one answering "Injured: yes"; the admin sees the
 * injury once in the banner and marks it seen, and the disputed day with its reason in the
 * Signatures tab of Reports; then the same screens in Spanish on a phone, scanned by axe; and
 * the crew-lead permission and Reset PIN in Staff.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

interface Alert {
  id: string;
  userId: string;
  seenAt: string | null;
}

test('the admin sees the disputed day with its reason and the injury once, and marks it seen', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { admin, date, disputer, injured } = await recordCrewDay(request);
  const reason = 'Left at 2 pm, not 4';
  await signOwnDay(request, disputer, date, { status: 'disputed', reason, answers: {} });
  const first = await signOwnDay(request, injured, date, {
    status: 'signed',
    answers: { injured: true, breaks: true },
  });
  expect(first.alerted).toBe(true);
  // Signing the day again raises no second alert.
  const again = await signOwnDay(request, injured, date, {
    status: 'signed',
    answers: { injured: true, breaks: true },
  });
  expect(again.alerted).toBe(false);

  // The dashboard shows the injury at once, as the reports do.
  await openAs(page, REVIEW_ADMIN, '/dashboard');
  const banner = page.getByTestId('injury-alerts');
  await expect(banner).toHaveAttribute('role', 'alert');
  await expect(banner.getByRole('listitem').filter({ hasText: injured.name })).toHaveCount(1);

  await page.goto('/company-reports');
  const item = banner.getByRole('listitem').filter({ hasText: injured.name });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Injury reported: ${injured.name} on`);

  // Signatures: the disputed day, with the worker's reason.
  await page.getByRole('tab', { name: 'Signatures' }).click();
  const days = page.getByRole('list', { name: 'Days of the workers and their signatures' });
  await expect(days.getByTestId('signature-day').filter({ hasText: injured.name })).toContainText(
    'Injury reported',
  );
  await page.getByLabel('Show').selectOption('disputed');
  const disputed = days.getByTestId('signature-day').filter({ hasText: disputer.name });
  await expect(disputed).toContainText('Disputed');
  await expect(disputed).toContainText(`Reason: ${reason}`);
  await expect(disputed.getByRole('list', { name: 'End-of-day answers' })).toContainText(
    'Were you injured today? No',
  );
  await expect(days.getByTestId('signature-day').filter({ hasText: injured.name })).toHaveCount(0);

  // Mark as seen: the injury leaves the banner, and the alert is stored as seen, once.
  await item.getByRole('button', { name: /^Mark as seen: Injury reported:/ }).click();
  await expect(banner.getByRole('listitem').filter({ hasText: injured.name })).toHaveCount(0);
  const alerts = (await admin.get<Alert[]>('/api/alerts')).filter(
    (a) => a.userId === injured.userId,
  );
  expect(alerts).toHaveLength(1);
  expect(alerts[0]!.seenAt).not.toBeNull();
});

test.describe('in Spanish on a phone', () => {
  test.use({ locale: LOCALES.es, viewport: VIEWPORTS.mobile });

  test('the injury banner and the Signatures tab pass axe', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { admin, date, disputer, injured } = await recordCrewDay(request);
    await signOwnDay(request, disputer, date, {
      status: 'disputed',
      reason: 'Salí a las 2',
      answers: {},
    });
    await signOwnDay(request, injured, date, { status: 'signed', answers: { injured: true } });

    await openAs(page, REVIEW_ADMIN, '/company-reports');
    const banner = page.getByTestId('injury-alerts');
    await expect(banner.getByRole('listitem').filter({ hasText: injured.name })).toContainText(
      `Lesión informada: ${injured.name} el`,
    );

    await page.getByRole('tab', { name: 'Firmas' }).click();
    const days = page.getByRole('list', { name: 'Días de los trabajadores y sus firmas' });
    await expect(
      days.getByTestId('signature-day').filter({ hasText: disputer.name }),
    ).toContainText('En disputa');
    await expectAccessibleAtBothSizes(page, 'Reportes, Firmas (lista y alerta)');

    // The empty state: a week with no days to sign.
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.getByRole('button', { name: 'Semana siguiente' }).first().click();
    await expect(page.getByText('No hay días para firmar en este rango')).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'Reportes, Firmas (vacío)');

    // Tidy: the alerts of this run are marked seen.
    for (const a of await admin.get<Alert[]>('/api/alerts'))
      if (a.userId === injured.userId && !a.seenAt)
        await admin.post(`/api/alerts/${a.id}/seen`, {});
  });
});

test('an admin gives the crew-lead permission and resets a PIN', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { admin, disputer } = await recordCrewDay(request);
  const own = apiOf(request, await apiSignIn(request, disputer.email, DEMO_PASSWORD));
  await own.put('/api/me/pin', { pin: '4821' });

  await openAs(page, REVIEW_ADMIN, '/users');
  await page.getByRole('button', { name: `Edit ${disputer.name}` }).click();
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: 'Edit User' }) });
  await expect(form.getByText('PIN set', { exact: true })).toBeVisible();
  // Away from the row it opened: a hovered row's shade is not what the list shows at rest.
  await page.mouse.move(0, 0);
  await expectAccessibleAtBothSizes(page, 'Staff, edit form with the PIN state');

  await form.getByRole('button', { name: `Reset the PIN of ${disputer.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset PIN' });
  await expect(dialog).toContainText(`Reset the PIN of ${disputer.name}?`);
  await dialog.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(form.getByRole('status')).toHaveText(`The PIN of ${disputer.name} was reset.`);
  await expect(form.getByText('No PIN', { exact: true })).toBeVisible();

  await form.getByRole('checkbox', { name: 'Crew lead' }).check();
  await form.getByRole('button', { name: 'Update User' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /updated/i })
      .first(),
  ).toBeVisible();

  const stored = (
    await admin.get<{ userId: string; crewLead?: boolean; pinSet?: boolean }[]>('/api/users')
  ).find((u) => u.userId === disputer.userId);
  expect(stored).toMatchObject({ crewLead: true, pinSet: false });
});

test('with signatures required, Approve All leaves an unsigned day pending and says so', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // In the reports, where Approve All finds their entries.
  const {
    admin,
    date,
    disputer: signer,
    injured: unsigned,
  } = await recordCrewDay(request, {
    inReports: true,
  });
  await signOwnDay(request, signer, date, { status: 'signed', answers: {} });
  const before = await admin.get<{ questions: object[]; requireSignatures: boolean }>(
    '/api/day-questions',
  );
  await admin.put('/api/day-questions', { questions: before.questions, requireSignatures: true });
  try {
    await openAs(page, REVIEW_ADMIN, '/company-reports');
    await page.getByRole('button', { name: 'Approve All' }).click();
    await page
      .getByRole('dialog', { name: 'Approve All Time Entries' })
      .getByRole('button', { name: 'Approve All' })
      .click();
    await expect(page.getByTestId('approve-awaiting-signature')).toContainText(
      /^\d+ (entry waits for the worker’s signature|entries wait for their workers’ signatures) and stays? pending\.$/,
    );

    const statusOf = async (email: string) => {
      const own = apiOf(request, await apiSignIn(request, email, DEMO_PASSWORD));
      const entries = await own.get<{ entryDate: string; status: string }[]>(
        `/api/time-entries?start_date=${date}&end_date=${date}`,
      );
      return entries.map((e) => e.status);
    };
    expect(await statusOf(signer.email)).toEqual(['approved']);
    expect(await statusOf(unsigned.email)).toEqual(['pending']);
  } finally {
    await admin.put('/api/day-questions', {
      questions: before.questions,
      requireSignatures: before.requireSignatures,
    });
  }
});
