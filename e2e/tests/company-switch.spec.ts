import { expect, test, type Page } from '@playwright/test';
import { STAFF_MESSAGES, messageText } from '@sitehours/contract';
import {
  LOCALES,
  VIEWPORTS,
  expectAccessibleAtBothSizes,
  expectNoAxeViolations,
  settled,
  userMenuButton,
} from '../support/a11y';
import { ACCOUNTS, DEMO_PASSWORD, createOwnWorker, signIn, submitLogin } from '../support/auth';
import { dayCell, entryForm, mondayIn, openDay, openWeek } from './timesheet-helpers';

/**
 * One person, several companies (demo data: Dana Lee, dual@acme.test, an employee of Acme
 * Electric and of Birch Field Services), on a 375 px phone: after signing in she chooses the
 * company she works in, logs an hour there, switches company from the user menu, and sees the
 * other company's name and a week without that hour. A person a second company added to its
 * staff accepts from the banner and then finds both companies in the user menu.
 */

const ELECTRIC = 'Acme Electric';
const BIRCH = 'Birch Field Services';
const ELECTRIC_JOB = 'Lakeview Substation';
const BIRCH_JOB = 'Riverside Clinic';
/** A week no other journey writes to. */
const WEEKS_AHEAD = 31;

test.use({ viewport: VIEWPORTS.mobile, hasTouch: true });

/** The name of the company the person works in, under the brand in the header. */
function headerCompany(page: Page) {
  return page.locator('header [data-current-company]');
}

/** Nothing of the header, the page or the open menu lies beyond the phone's width or is cut. */
async function expectFitsPhone(page: Page, step: string) {
  await settled(page);
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if ((document.scrollingElement?.scrollWidth ?? 0) > width)
      found.push('the page scrolls sideways');
    for (const el of document.querySelectorAll(
      'header button, header a[href], header [data-current-company], main button, [role="menu"] [role^="menuitem"]',
    )) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const name = (el as HTMLElement).innerText.trim().slice(0, 40);
      if (box.left < -0.5 || box.right > width + 0.5)
        found.push(`"${name}" lies outside the screen`);
      const label = el.querySelector('.mantine-Button-label, .mantine-Menu-itemLabel') ?? el;
      if (label.scrollWidth > label.clientWidth + 1) found.push(`"${name}" shows its label cut`);
    }
    return found;
  });
  expect(problems, `${step}: fits a 375 px phone`).toEqual([]);
}

test('a person of two companies chooses one, logs time in each, and switches between them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const monday = mondayIn(WEEKS_AHEAD);

  // Signing in: the device remembers no company, so Dana is asked which one she works in now.
  await page.goto('/login');
  await submitLogin(page, ACCOUNTS.dual, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/choose-company$/);
  await expect(page.getByRole('heading', { name: 'Choose a company' })).toBeVisible();
  const companies = page.getByRole('list', { name: 'Your companies' });
  await expect(companies.getByRole('button')).toHaveCount(2);
  await expect(companies.getByRole('button', { name: new RegExp(ELECTRIC) })).toBeVisible();
  await expect(companies.getByRole('button', { name: new RegExp(BIRCH) })).toBeVisible();
  await expect(companies.getByText('Current')).toHaveCount(1);
  await expectFitsPhone(page, 'the company picker');
  await expectAccessibleAtBothSizes(page, 'the company picker');
  await page.setViewportSize(VIEWPORTS.mobile);

  await companies.getByRole('button', { name: new RegExp(ELECTRIC) }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerCompany(page)).toHaveText(ELECTRIC);
  const stored = await page.evaluate(() => localStorage.getItem('currentCompanyData'));
  expect(stored).toContain(ELECTRIC);

  // An hour on Acme Electric's job.
  await openWeek(page, monday);
  const dialog = await openDay(page, monday);
  const form = entryForm(dialog);
  await form.getByRole('radio', { name: 'Work Hours' }).check();
  const job = form.getByRole('combobox', { name: 'Job' });
  const jobValue = await job.locator('option', { hasText: ELECTRIC_JOB }).getAttribute('value');
  expect(jobValue, `${ELECTRIC_JOB} is offered`).toBeTruthy();
  await job.selectOption(jobValue);
  await form.getByRole('combobox', { name: 'Work Type' }).selectOption({ label: 'Electrical' });
  await form.getByRole('textbox', { name: 'Hours' }).fill('1');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(dayCell(page, monday)).toHaveAccessibleName(/: 1\.0 hours$/);

  // The user menu's switcher, by keyboard: the current company is checked.
  await userMenuButton(page).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const switcher = menu.getByRole('group', { name: 'Company' });
  await expect(switcher.getByRole('menuitemradio', { name: ELECTRIC })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const birch = switcher.getByRole('menuitemradio', { name: BIRCH });
  await expect(birch).toHaveAttribute('aria-checked', 'false');
  await expectFitsPhone(page, 'the company switcher');
  await expectNoAxeViolations(page, 'the company switcher open (mobile)');
  for (let i = 0; i < 12; i++) {
    if (await birch.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(birch).toBeFocused();
  await page.keyboard.press('Enter');

  // Birch's name in the header, the same screen, and a week without Acme Electric's hour.
  const switched = page.getByRole('status').filter({ hasText: `You are now working in ${BIRCH}.` });
  await expect(switched).toBeVisible();
  await expect(headerCompany(page)).toHaveText(BIRCH);
  await expect(page).toHaveURL(new RegExp(`/time-entries\\?week=${monday}$`));
  await expect(page.getByRole('list', { name: 'Days of the week' })).toBeVisible();
  await expect(dayCell(page, monday)).toHaveAccessibleName(/no entries, add time/);
  await expect(userMenuButton(page)).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('currentCompanyData'))).toContain(BIRCH);
  await expectFitsPhone(page, 'the timesheet in the other company');

  // Two hours on Birch's own job: Birch offers its catalogue, not Acme Electric's.
  await switched.getByRole('button').click();
  await expect(switched).toHaveCount(0);
  const birchDialog = await openDay(page, monday);
  const birchForm = entryForm(birchDialog);
  await birchForm.getByRole('radio', { name: 'Work Hours' }).check();
  const birchJob = birchForm.getByRole('combobox', { name: 'Job' });
  await expect(birchJob.locator('option', { hasText: ELECTRIC_JOB })).toHaveCount(0);
  const birchJobValue = await birchJob
    .locator('option', { hasText: BIRCH_JOB })
    .getAttribute('value');
  await birchJob.selectOption(birchJobValue);
  await birchForm
    .getByRole('combobox', { name: 'Work Type' })
    .selectOption({ label: 'HVAC Service' });
  await birchForm.getByRole('textbox', { name: 'Hours' }).fill('2');
  await birchForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(birchDialog).toBeHidden();
  await expect(dayCell(page, monday)).toHaveAccessibleName(/: 2\.0 hours$/);

  // The switcher now checks Birch (scanned on a desktop).
  await page.setViewportSize(VIEWPORTS.desktop);
  await userMenuButton(page).click();
  await expect(page.getByRole('menu').getByRole('menuitemradio', { name: BIRCH })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectNoAxeViolations(page, 'the company switcher open (desktop)');
  await page.keyboard.press('Escape');

  // Back in Acme Electric, its hour is there and Birch's two are not.
  await page.setViewportSize(VIEWPORTS.mobile);
  await userMenuButton(page).click();
  await page.getByRole('menuitemradio', { name: ELECTRIC }).click();
  await expect(headerCompany(page)).toHaveText(ELECTRIC);
  await expect(dayCell(page, monday)).toHaveAccessibleName(/: 1\.0 hours$/);
});

test('an admin adds a person who works elsewhere; she accepts from the banner and can switch', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await createOwnWorker(request, {
    prefix: 'invited',
    firstName: 'Ines',
    lastName: 'Invited',
    password: DEMO_PASSWORD,
  });
  // Birch's admin adds the same address on the staff screen: the person already signs in, so
  // Birch invites her, and the admin sees what adding a new address shows.
  await signIn(page, 'admin@birch.test', DEMO_PASSWORD, '/users');
  await page.getByRole('button', { name: 'Add User', exact: true }).click();
  const staffForm = page.getByRole('form', { name: 'Add User' });
  await staffForm.getByRole('textbox', { name: 'First Name', exact: true }).fill('Ines');
  await staffForm.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Invited');
  await staffForm.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await staffForm.getByRole('textbox', { name: 'Hourly Rate', exact: true }).fill('29');
  await staffForm.getByRole('button', { name: 'Create User' }).click();
  // The same words as for an address new to SiteHours: no answer tells whether it was known.
  await expect(page.getByText(messageText(STAFF_MESSAGES.invited), { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  await signIn(page, email);
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations).toContainText(`${BIRCH} added you to its staff`);
  // One company until she answers: no switcher, no company name under the brand.
  await expect(headerCompany(page)).toHaveCount(0);
  await expectFitsPhone(page, 'the invitation banner');
  await expectAccessibleAtBothSizes(page, 'the invitation banner');
  await page.setViewportSize(VIEWPORTS.mobile);

  await invitations.getByRole('button', { name: `Accept the invitation of ${BIRCH}` }).click();
  // The outcome shows in the invitation's place, which takes the focus; the header stays clear.
  await expect(invitations.getByRole('status')).toHaveText(
    `You now work for ${BIRCH} too. Switch to it from the user menu.`,
  );
  await expect(invitations).toBeFocused();
  await expect(invitations.getByText(`${BIRCH} added you to its staff`)).toHaveCount(0);
  await expect(headerCompany(page)).toBeVisible();
  await expectNoAxeViolations(page, 'an accepted invitation (mobile)');
  await userMenuButton(page).click();
  await expect(
    page.getByRole('menu').getByRole('group', { name: 'Company' }).getByRole('menuitemradio'),
  ).toHaveCount(2);
});

test.describe('in Spanish', () => {
  test.use({ locale: LOCALES.es });

  test('the company switcher fits a 375 px phone, reads whole, and says when a switch is refused', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.dual);
    await expect(headerCompany(page)).toBeVisible();
    await userMenuButton(page).click();
    const switcher = page.getByRole('menu').getByRole('group', { name: 'Empresa' });
    await expect(switcher.getByRole('menuitemradio')).toHaveCount(2);
    await expect(switcher.getByRole('menuitemradio', { checked: true })).toHaveCount(1);
    await expectFitsPhone(page, 'the company switcher in Spanish');
    await expectNoAxeViolations(page, 'the company switcher open in Spanish (mobile)');
    await page.keyboard.press('Escape');
    await expect(userMenuButton(page)).toBeFocused();

    // A switch the server refuses: the app says so and stays in the current company.
    const current = (await headerCompany(page).innerText()).trim();
    const other = current === ELECTRIC ? BIRCH : ELECTRIC;
    await page.route('**/api/auth/switch-company', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'company_not_available', message: 'Forbidden' }),
      }),
    );
    await userMenuButton(page).click();
    await page.getByRole('menuitemradio', { name: other }).click();
    await expect(page.getByRole('alert')).toContainText(
      `No se pudo cambiar a ${other}. Sigues trabajando en ${current}.`,
    );
    await expect(headerCompany(page)).toHaveText(current);
    await expectNoAxeViolations(page, 'a refused company switch in Spanish (mobile)');
  });
});
