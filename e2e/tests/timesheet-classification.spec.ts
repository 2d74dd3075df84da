import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsIn } from '../support/a11y';
import { DEMO_PASSWORD, ACCOUNTS, apiSignIn, createOwnWorker, signIn } from '../support/auth';
import { apiOf, stampOf } from './review-helpers';
import { JOB, entryForm, mondayIn, openDay, openWeek, plusDays } from './timesheet-helpers';

/**
 * Classifications on time entries (decision 0028): Acme's admin makes a job of its own a
 * public-works job with two classifications of its wage determination (one an operator's), and a
 * worker of its own logs two entries on one day, one in each; the equipment is asked for only in
 * the operator's. After a reload the day lists both entries with their classification, and the
 * edit form starts from what was saved.
 */
test('a worker logs one day in two classifications, one with its equipment', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = stampOf();
  const admin = apiOf(request, await apiSignIn(request, ACCOUNTS.companyAdmin, DEMO_PASSWORD));
  const monday = mondayIn(5);
  const day = plusDays(monday, 2);

  const workType = await admin.post<{ id: string }>('/api/work-types', {
    workTypeName: `Site work ${stamp}`,
  });
  await admin.post('/api/wc-codes/multiple', {
    workTypeId: workType.id,
    wcCodes: [{ code: '5506', minHourlyRate: 0, maxHourlyRate: 0, compRate: 6.4 }],
  });
  const jobName = `Civic Center Paving ${stamp}`;
  const job = await admin.post<{ id: string }>('/api/jobs', {
    jobName,
    city: 'Oakland',
    state: 'CA',
    workTypeIds: [workType.id],
  });
  await admin.put(`/api/jobs/${job.id}/public-works`, {
    wageLaw: 'federal',
    awardingAgency: 'City of Oakland',
    projectNumber: `PW-${stamp}`,
    startDate: monday,
  });
  const laborer = `Laborer Group 1 ${stamp}`;
  const operator = `Power Equipment Operator Group 3 ${stamp}`;
  for (const [name, isOperator, baseRate] of [
    [laborer, false, '32.50'],
    [operator, true, '48.75'],
  ] as const) {
    await admin.post(`/api/jobs/${job.id}/classifications`, {
      name,
      determination: 'CA20260001',
      isOperator,
      rates: [{ effectiveFrom: monday, baseRate, fringeRate: '21.10' }],
    });
  }
  const worker = await createOwnWorker(request, {
    prefix: 'classified',
    firstName: 'Cleo',
    lastName: `Classified ${stamp}`,
    password: DEMO_PASSWORD,
  });

  await signIn(page, worker, DEMO_PASSWORD, `/time-entries?week=${monday}`);
  const dialog = await openDay(page, day);
  const form = entryForm(dialog);
  const classification = form.getByRole('combobox', { name: 'Classification' });
  const equipment = form.getByRole('textbox', { name: 'Equipment' });

  await test.step('a job that is not public works asks for no classification', async () => {
    const asked = page.waitForResponse(
      (r) => r.url().endsWith('/classifications') && r.request().method() === 'GET',
    );
    await form.getByRole('combobox', { name: 'Job' }).selectOption({ label: JOB });
    expect(await (await asked).json()).toEqual([]);
    await expect(form.getByRole('combobox', { name: 'Work Type' })).toBeEnabled();
    await expect(classification).toHaveCount(0);
  });

  await test.step('the laborer’s hours, then the operator’s with the equipment', async () => {
    await form
      .getByRole('combobox', { name: 'Job' })
      .selectOption({ label: `${jobName} - Oakland` });
    await expect(classification).toBeVisible();
    await expect(classification).toHaveValue('');
    await expect(
      form.getByText('Your usual classification on this job is used when you leave it empty.'),
    ).toBeVisible();
    await form
      .getByRole('combobox', { name: 'Work Type' })
      .selectOption({ label: `Site work ${stamp}` });
    await classification.selectOption({ label: laborer });
    await expect(equipment).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Hours' }).fill('4');
    await form.getByRole('button', { name: 'Save +' }).click();
    await expect(form.getByText('Saved 4.0 hrs. Add the next entry.')).toBeVisible();

    // The job stays; the classification starts again from the usual one.
    await expect(classification).toHaveValue('');
    await form
      .getByRole('combobox', { name: 'Work Type' })
      .selectOption({ label: `Site work ${stamp}` });
    await classification.selectOption({ label: operator });
    await equipment.fill('Excavator CAT 320');
    await expectNoAxeViolationsIn(page, '[role="dialog"]', 'the entry form with a classification');
    await form.getByRole('textbox', { name: 'Hours' }).fill('3.5');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('after a reload the day lists both with their classification', async () => {
    await openWeek(page, monday);
    const reopened = await openDay(page, day);
    const notes = reopened.getByTestId('entry-classification');
    await expect(notes).toHaveCount(2);
    await expect(notes.filter({ hasText: laborer })).toHaveText(`Classification: ${laborer}`);
    await expect(notes.filter({ hasText: operator })).toHaveText(
      `Classification: ${operator} · Equipment: Excavator CAT 320`,
    );

    // The operator's entry opens in the form as saved.
    const entry = reopened.getByRole('listitem').filter({ hasText: operator });
    await entry.getByRole('button', { name: /^Edit / }).click();
    const edit = entryForm(reopened);
    await expect(
      edit.getByRole('combobox', { name: 'Classification' }).locator('option:checked'),
    ).toHaveText(operator);
    await expect(edit.getByRole('textbox', { name: 'Equipment' })).toHaveValue('Excavator CAT 320');
  });
});
