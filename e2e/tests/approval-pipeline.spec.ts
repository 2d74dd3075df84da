import { expect, test } from '@playwright/test';
import { LOCALES, expectAccessibleAtBothSizes } from '../support/a11y';
import { DEMO_PASSWORD, apiSignIn, openAs } from '../support/auth';
import { apiOf, stampOf, todayIn } from './review-helpers';

/**
 * The approval steps (decision 0027) in Ironwood Framing, a demo client no other journey uses:
 * its admin turns on "Workers submit their week", a worker submits the week from the
 * timesheet, the job's manager reviews it on Review Time, and the admin's Approve All approves
 * it and leaves a week nobody submitted pending. Review Time is walked for accessibility in
 * both languages.
 */
const ADMIN = 'rico.valdez@ironwood.test';

test('a worker submits, the job manager reviews, the admin approves', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = stampOf();
  const admin = apiOf(request, await apiSignIn(request, ADMIN, DEMO_PASSWORD));
  const me = await admin.get<{ companyId: string }>('/api/auth/me');
  const settings = await admin.put<{ time_zone: string }>(`/api/companies/${me.companyId}`, {
    worker_submit: false,
  });
  const today = todayIn(settings.time_zone);
  const person = async (firstName: string, lastName: string, role: string) => {
    const email = `${firstName.toLowerCase()}-${stamp}@ironwood.test`;
    const user = await admin.post<{ userId: string }>('/api/users', {
      firstName,
      lastName,
      email,
      phone: null,
      hourlyRate: 30,
      role,
      isActive: true,
      includeInReports: true,
      password: DEMO_PASSWORD,
    });
    return { userId: user.userId, email, name: `${firstName} ${lastName}` };
  };
  const manager = await person('Mara', `Review ${stamp}`, 'company_manager');
  const worker = await person('Wes', `Submits ${stamp}`, 'standard_user');
  const late = await person('Lena', `Late ${stamp}`, 'standard_user');
  const workType = await admin.post<{ id: string }>('/api/work-types', {
    workTypeName: `Framing ${stamp}`,
  });
  await admin.post('/api/wc-codes/multiple', {
    workTypeId: workType.id,
    wcCodes: [{ code: '5403', minHourlyRate: 0, maxHourlyRate: 0, compRate: 7.2 }],
  });
  const job = await admin.post<{ id: string; managerIds: string[] }>('/api/jobs', {
    jobName: `Pipeline Site ${stamp}`,
    city: 'Phoenix',
    state: 'AZ',
    workTypeIds: [workType.id],
    managerIds: [manager.userId],
  });
  expect(job.managerIds).toEqual([manager.userId]);
  for (const who of [worker, late]) {
    const own = apiOf(request, await apiSignIn(request, who.email, DEMO_PASSWORD));
    await own.post('/api/time-entries', {
      entryDate: today,
      hours: 6.5,
      isPto: false,
      jobId: job.id,
      workTypeId: workType.id,
    });
  }

  await test.step('the admin turns on worker submit', async () => {
    await openAs(page, ADMIN, '/company-settings');
    const toggle = page.getByRole('switch', { name: 'Workers submit their week' });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect(page.getByText('Workers now submit their week.')).toBeVisible();
    await expect(toggle).toBeChecked();
  });

  await test.step('the worker submits the week by keyboard', async () => {
    await openAs(page, worker.email, '/time-entries');
    const submit = page.getByRole('button', { name: 'Submit week' });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Submitted on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take back' })).toBeVisible();
  });

  await test.step('the job manager reviews the submitted entry', async () => {
    await openAs(page, manager.email, '/review-time');
    await expect(page.getByRole('heading', { name: 'Review Time', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: worker.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: late.name })).toBeVisible();
    await expect(page.getByText('Not submitted')).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'Review Time with a week to review');
    await page.getByRole('checkbox', { name: new RegExp(`Pipeline Site ${stamp}`) }).check();
    await page.getByRole('button', { name: 'Review selected (1)' }).click();
    await expect(page.getByText('1 entry reviewed.')).toBeVisible();
    await expect(page.getByText(`Reviewed by ${manager.name}`)).toBeVisible();
    await expect(page.getByText('Nothing waiting for your review')).toBeVisible();
  });

  await test.step('the admin approves: the unsubmitted week stays pending', async () => {
    await openAs(page, ADMIN, '/company-reports');
    const report = page.getByRole('tabpanel');
    await expect(report.getByRole('rowheader', { name: worker.name })).toBeVisible();
    await report.getByRole('button', { name: 'Approve All' }).click();
    await page
      .getByRole('dialog', { name: 'Approve All Time Entries' })
      .getByRole('button', { name: 'Approve All' })
      .click();
    await expect(
      page.getByText(
        /^\d+ entr(y was|ies were) not submitted by (its|their) workers? and stays? pending\.$/,
      ),
    ).toBeVisible();
    await openAs(page, worker.email, '/time-entries');
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  });

  await test.step('Review Time in Spanish, with an empty week', async () => {
    const spanish = await browser.newContext({ locale: LOCALES.es });
    const es = await spanish.newPage();
    try {
      await openAs(es, manager.email, '/review-time');
      await expect(es.getByRole('heading', { name: 'Revisar horas', level: 1 })).toBeVisible();
      // Approved since: the chip says so, and each step keeps who and when.
      await expect(es.getByText('Aprobado', { exact: true })).toBeVisible();
      await expect(es.getByText(new RegExp(`Revisado el .+ por ${manager.name}`))).toBeVisible();
      await expectAccessibleAtBothSizes(es, 'Revisar horas, semana revisada');
      await es.getByRole('button', { name: 'Semana siguiente' }).click();
      await expect(es.getByText('Nada espera tu revisión')).toBeVisible();
      await expectAccessibleAtBothSizes(es, 'Revisar horas, semana vacía');
    } finally {
      await spanish.close();
    }
  });
});
