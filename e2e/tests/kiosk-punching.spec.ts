import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { VIEWPORTS, expectNoAxeViolations, settled } from '../support/a11y';
import { DEMO_PASSWORD, apiSignIn, openAs } from '../support/auth';
import { TIMES_COMPANY_ADMIN } from './punch-clock-helpers';

/**
 * A site's tablet as a kiosk: Keystone Masonry's admin (a company that records start and end
 * times, see punch-clock-helpers.ts) sets one up on the Kiosks screen, and twenty workers of the
 * journey's own, each with their PIN, clock in on it one after the other at a phone's width. All
 * twenty punches are stored, at that kiosk, each once; the kiosk's states have no axe violations.
 */

const WORKERS = 20;
const pinOf = (i: number) => `4${String(100 + i * 7).padStart(3, '0')}`;

interface Setup {
  stamp: string;
  jobName: string;
  workType: string;
  workers: { name: string; pin: string }[];
  adminToken: string;
}

async function setUp(request: APIRequestContext): Promise<Setup> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const adminToken = await apiSignIn(request, TIMES_COMPANY_ADMIN, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${adminToken}` };
  const post = async (url: string, data: object, token = adminToken) => {
    const res = await request.post(url, { headers: { Authorization: `Bearer ${token}` }, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
    return (await res.json()) as { id: string };
  };
  const me = (await (await request.get('/api/auth/me', { headers })).json()) as {
    companyId: string;
  };
  const settings = await request.put(`/api/companies/${me.companyId}`, {
    headers,
    data: { time_capture: 'times' },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const workType = `Pointing ${stamp}`;
  const type = await post('/api/work-types', { workTypeName: workType });
  const codes = await request.post('/api/wc-codes/multiple', {
    headers,
    data: {
      workTypeId: type.id,
      wcCodes: [{ code: '5022', minHourlyRate: 0, maxHourlyRate: 0, compRate: 6.1 }],
    },
  });
  expect(codes.ok(), await codes.text()).toBe(true);
  const jobName = `Kiosk Yard ${stamp}`;
  await post('/api/jobs', { jobName, city: 'Harrisburg', state: 'PA', workTypeIds: [type.id] });

  const workers: Setup['workers'] = [];
  for (let i = 1; i <= WORKERS; i++) {
    const lastName = `Mason${String(i).padStart(2, '0')} ${stamp}`;
    const email = `kiosk-${i}-${stamp}@keystone.test`;
    await post('/api/users', {
      firstName: 'Kim',
      lastName,
      email,
      phone: null,
      hourlyRate: 30,
      role: 'standard_user',
      isActive: true,
      includeInReports: false,
      password: DEMO_PASSWORD,
    });
    const token = await apiSignIn(request, email, DEMO_PASSWORD);
    const pin = await request.put('/api/me/pin', {
      headers: { Authorization: `Bearer ${token}` },
      data: { pin: pinOf(i) },
    });
    expect(pin.status(), await pin.text()).toBe(200);
    workers.push({ name: `Kim ${lastName}`, pin: pinOf(i) });
  }
  return { stamp, jobName, workType, workers, adminToken };
}

/** The admin sets up the kiosk on the Kiosks screen and reads the set-up link shown once. */
async function setUpKiosk(page: Page, setup: Setup): Promise<string> {
  await openAs(page, TIMES_COMPANY_ADMIN, '/kiosks');
  await page.getByRole('button', { name: 'Set up a kiosk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up a kiosk' });
  await dialog.getByLabel('Kiosk name').fill(`Gate ${setup.stamp}`);
  await dialog.getByRole('combobox', { name: 'Site (job)' }).fill(setup.jobName);
  await page.getByRole('option', { name: setup.jobName, exact: true }).click();
  await dialog.getByRole('button', { name: 'Set up', exact: true }).click();
  const link = page.getByRole('dialog', { name: 'Kiosk set up' }).getByLabel('Set-up link');
  await expect(link).toHaveValue(/\/kiosk#[\w-]{43}$/);
  const url = await link.inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('cell', { name: `Gate ${setup.stamp}`, exact: true })).toBeVisible();
  return url;
}

test('20 workers punch in on one kiosk at a phone width', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const setup = await setUp(request);
  const link = await setUpKiosk(page, setup);

  const tablet = await browser.newPage({ viewport: VIEWPORTS.mobile });
  await tablet.goto(link);
  // The credential moves into the tablet's storage and out of the address.
  await expect(tablet).toHaveURL(/\/kiosk$/);
  await expect(
    tablet.getByRole('heading', { level: 1, name: `Gate ${setup.stamp}` }),
  ).toBeVisible();
  await expectNoAxeViolations(tablet, 'kiosk: the names');

  const search = tablet.getByRole('searchbox', { name: 'Find your name' });
  for (const [i, worker] of setup.workers.entries()) {
    await search.fill(worker.name);
    await tablet.getByRole('button', { name: worker.name, exact: true }).click();
    await expect(
      tablet.getByRole('heading', { name: `${worker.name}, enter your PIN` }),
    ).toBeVisible();
    // Half of them tap the big keys, the others type (a keyboard, or a glove's stylus).
    if (i % 2 === 0) {
      for (const digit of worker.pin)
        await tablet.getByRole('button', { name: digit, exact: true }).click();
    } else {
      await tablet.getByLabel('PIN', { exact: true }).fill(worker.pin);
    }
    if (i === 0) await expectNoAxeViolations(tablet, 'kiosk: the PIN pad');
    await tablet.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(tablet.getByText('You are off the clock.')).toBeVisible();
    if (i === 0) await expectNoAxeViolations(tablet, "kiosk: a worker's punches");
    await tablet.getByRole('button', { name: `Clock in: ${setup.workType}` }).click();
    await expect(tablet.getByText(`${worker.name}, you are clocked in.`)).toBeVisible();
    if (i === 0) await expectNoAxeViolations(tablet, 'kiosk: clocked in');
    await tablet.getByRole('button', { name: 'Next worker' }).click();
    await expect(search).toBeVisible();
  }
  // Nothing waits on the tablet, and nothing on the way needed a sideways scroll.
  await expect(tablet.getByText(/waiting to be sent/)).toHaveCount(0);
  const width = await tablet.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);

  // All twenty punches are stored at the kiosk, each once, and the admin sees them.
  const headers = { Authorization: `Bearer ${setup.adminToken}` };
  const kiosks = (await (await request.get('/api/kiosks', { headers })).json()) as {
    id: string;
    name: string;
  }[];
  const kiosk = kiosks.find((k) => k.name === `Gate ${setup.stamp}`)!;
  const punches = (await (
    await request.get(`/api/kiosks/${kiosk.id}/punches`, { headers })
  ).json()) as { name: string; kind: string; workTypeName: string }[];
  expect(punches).toHaveLength(WORKERS);
  expect(new Set(punches.map((p) => p.name))).toEqual(new Set(setup.workers.map((w) => w.name)));
  expect(punches.every((p) => p.kind === 'in' && p.workTypeName === setup.workType)).toBe(true);

  await page.getByRole('button', { name: `Today's punches at Gate ${setup.stamp}` }).click();
  await expect(page.getByRole('cell', { name: setup.workers[0]!.name })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page, 'kiosks: the punches of a kiosk');

  // A wrong PIN is refused on the tablet, with the tries left.
  const first = setup.workers[0]!;
  await search.fill(first.name);
  await tablet.getByRole('button', { name: first.name, exact: true }).click();
  await tablet.getByLabel('PIN', { exact: true }).fill('0000');
  await tablet.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(tablet.getByText('Wrong PIN. 4 tries left.')).toBeVisible();
  await expectNoAxeViolations(tablet, 'kiosk: a wrong PIN');
  await tablet.close();
});
