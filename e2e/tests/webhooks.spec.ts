import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectNoAxeViolationsIn, LOCALES, settled } from '../support/a11y';
import { ACCOUNTS, openAs } from '../support/auth';
import { apiLogin, knownWork, weekIn } from './reports-helpers';

/**
 * Management → Webhooks: an admin subscribes a receiver of their own to new time entries, copies
 * its signing secret once, sees an entry's event refused once and delivered on the retry (signed,
 * and checked with the Standard Webhooks library), pauses and resumes the webhook, sends the event
 * again and removes it; then the same screen in Spanish on a 375 px phone.
 */

/** A week no other journey writes to: the entries made here leave the others' weeks alone. */
const ENTRY_WEEK = weekIn(65);
const PHONE = { width: 375, height: 812 };

interface Received {
  eventId: string;
  body: { type: string; data: Record<string, unknown> };
  verified: boolean;
}

/**
 * A receiver on this machine: answers 500 to the first request of each event id and 200 to the
 * next ones, so every event is retried once; checks each request's signature once it knows the
 * secret.
 */
async function startReceiver() {
  const received: Received[] = [];
  const seen = new Map<string, number>();
  let secret: string | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      const eventId = String(req.headers['webhook-id'] ?? '');
      let verified = false;
      try {
        if (secret) {
          new Webhook(secret).verify(payload, req.headers as Record<string, string>);
          verified = true;
        }
      } catch {
        verified = false;
      }
      received.push({ eventId, body: JSON.parse(payload), verified });
      const times = (seen.get(eventId) ?? 0) + 1;
      seen.set(eventId, times);
      res.writeHead(times === 1 ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (name: string) => `http://127.0.0.1:${port}/hooks/${name}`,
    trust: (value: string) => {
      secret = value;
    },
    /** The requests of the event about one time entry. */
    about: (entryId: string) => received.filter((r) => r.body.data.entryId === entryId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A name no other journey (nor a retry of this one) uses. */
const unique = (what: string) =>
  `${what}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A one-hour entry the admin records for worker1 through the API, so an event is produced. */
async function recordEntry(request: APIRequestContext, day: string) {
  const admin = await apiLogin(request, ACCOUNTS.companyAdmin);
  const worker = await apiLogin(request, ACCOUNTS.worker);
  const work = await knownWork(request, worker);
  const created = await request.post('/api/time-entries', {
    headers: admin.headers,
    data: {
      targetUserId: worker.userId,
      entryDate: day,
      hours: 1,
      isPto: false,
      notes: 'webhook journey',
      jobId: work.jobId,
      workTypeId: work.workTypeId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const entry = (await created.json()) as { id: string };
  return {
    id: entry.id,
    remove: async () => {
      const gone = await request.delete(`/api/time-entries/${entry.id}`, {
        headers: admin.headers,
      });
      expect(gone.ok(), await gone.text()).toBe(true);
    },
  };
}

/** Whatever the page holds is within the phone's width, and no button shows its label cut. */
async function expectFitsPhone(page: Page, scope: Locator, what: string) {
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `${what}: no sideways scrolling`).toBeLessThanOrEqual(PHONE.width);
  const problems = await scope.evaluate((root, width) => {
    const out: string[] = [];
    for (const el of root.querySelectorAll('button, input, [data-testid="delivery-status"]')) {
      const box = el.getBoundingClientRect();
      if (box.width < 1) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        out.push(`${el.outerHTML.slice(0, 60)} lies outside`);
      const label = el.querySelector('.mantine-Button-label, .mantine-Badge-label') ?? el;
      if (label.scrollWidth > label.clientWidth + 1)
        out.push(`"${(label as HTMLElement).innerText}" is cut`);
    }
    return out;
  }, PHONE.width);
  expect(problems, `${what}: fits a 375 px phone`).toEqual([]);
}

test('an admin subscribes a receiver, sees a signed event retried and delivered, pauses, resends and removes it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const receiver = await startReceiver();
  try {
    await openAs(page, ACCOUNTS.companyAdmin, '/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

    // The form says what is missing under each field, then adds the webhook.
    const url = receiver.url(unique('payroll'));
    await page.getByRole('button', { name: 'Add a webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Add a webhook' });
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      form.getByText('Enter the full address of the receiver, starting with https://'),
    ).toBeVisible();
    await expect(form.getByText('Choose at least one event.')).toBeVisible();
    await form.getByRole('textbox', { name: /Receiver address/ }).fill(url);
    await form.getByRole('textbox', { name: 'Description' }).fill('Payroll sync');
    await form.getByRole('checkbox', { name: 'Time entry created (entry.created)' }).check();
    await expectNoAxeViolationsIn(page, '[role="dialog"]', 'the add-a-webhook dialog');
    await form.getByRole('button', { name: 'Add', exact: true }).click();

    // The signing secret, this once.
    const shown = page.getByRole('dialog', { name: 'Your signing secret' });
    const secret = await shown.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    receiver.trust(secret);
    await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(shown).toContainText('webhook-signature');
    await expectNoAxeViolationsIn(page, '[role="dialog"]', 'the signing secret');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toHaveCount(0);

    const row = page.getByRole('row').filter({ hasText: url });
    await expect(page.getByText(`${url} was added`)).toBeVisible();
    await expect(row).toContainText('entry.created');
    await expect(row).toContainText('Active');
    await expect(page.getByText(secret)).toHaveCount(0);
    await expectNoAxeViolationsIn(page, null, 'the webhooks list');

    // A new entry is sent at once, refused (500), and delivered on the retry 5 s later.
    const entry = await recordEntry(request, ENTRY_WEEK.days[1]!);
    await expect.poll(() => receiver.about(entry.id).length, { timeout: 20_000 }).toBe(2);
    const [first, second] = receiver.about(entry.id);
    expect(first!.eventId).toMatch(/\S/);
    expect(second!.eventId).toBe(first!.eventId);
    expect(receiver.about(entry.id).every((r) => r.verified)).toBe(true);
    expect(first!.body.type).toBe('entry.created');
    const eventId = first!.eventId;

    await row.getByRole('button', { name: `View deliveries of ${url}` }).click();
    const log = page.getByRole('dialog', { name: 'Deliveries' });
    const delivery = log.getByRole('listitem').filter({ hasText: eventId });
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('Time entry created');
    await expect(delivery).toContainText('HTTP 200');
    await expect(delivery).toContainText('HTTP 500');
    await expectNoAxeViolationsIn(page, '[role="dialog"]', 'the deliveries');
    await log.getByRole('button', { name: 'Close deliveries' }).click();

    // Paused, nothing is sent again until it is resumed.
    await row.getByRole('button', { name: `Pause ${url}` }).click();
    await expect(page.getByText(`${url} is paused`)).toBeVisible();
    await expect(row).toContainText('Paused');
    await row.getByRole('button', { name: `View deliveries of ${url}` }).click();
    await expect(log.getByText('This webhook is paused')).toBeVisible();
    const sendAgain = delivery.getByRole('button', { name: `Send event ${eventId} again` });
    await sendAgain.click();
    await expect(
      log.getByText('Resume the webhook before sending its events again.'),
    ).toBeVisible();
    await log.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(log.getByText(`${url} is active again`)).toBeVisible();
    await expect(log.getByText('This webhook is paused')).toHaveCount(0);
    await sendAgain.click();
    await expect(
      log.getByText(`Event ${eventId} is being sent again, with the same ID.`),
    ).toBeVisible();
    await expect.poll(() => receiver.about(entry.id).length, { timeout: 10_000 }).toBe(3);
    expect(receiver.about(entry.id)[2]).toMatchObject({ eventId, verified: true });
    await expect(delivery.getByText('HTTP 200')).toHaveCount(2);
    await log.getByRole('button', { name: 'Close deliveries' }).click();
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Remove ${url}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove the webhook?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolationsIn(page, '[role="dialog"]', 'the remove dialog');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText(`${url} was removed: nothing more is sent to it.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await entry.remove();
  } finally {
    await receiver.close();
  }
});

test.describe('en español, en un teléfono de 375 px', () => {
  test.use({ locale: LOCALES.es, viewport: PHONE });

  test('la lista, el formulario y los envíos caben y se leen enteros', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const receiver = await startReceiver();
    const admin = await apiLogin(request, ACCOUNTS.companyAdmin);
    const url = receiver.url(unique('nomina-con-un-nombre-largo-de-verdad'));
    const created = await request.post('/api/webhooks', {
      headers: admin.headers,
      data: { url, events: ['entry.created'], description: 'Sistema de nómina de la oficina' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const hook = (await created.json()) as { id: string; secret: string };
    receiver.trust(hook.secret);
    try {
      // Refused once, so its card shows the retry's time before it is delivered.
      const entry = await recordEntry(request, ENTRY_WEEK.days[2]!);
      await expect.poll(() => receiver.about(entry.id).length, { timeout: 10_000 }).toBe(1);

      await openAs(page, ACCOUNTS.companyAdmin, '/webhooks');
      await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
      const card = page.getByRole('listitem').filter({ hasText: url });
      await expect(card).toContainText('Activo');
      await settled(page);
      await expectFitsPhone(page, page.locator('main'), 'la lista');
      await expectNoAxeViolationsIn(page, null, 'la lista (375 px)');

      await page.getByRole('button', { name: 'Añadir un webhook' }).click();
      const form = page.getByRole('dialog', { name: 'Añadir un webhook' });
      await form.getByRole('button', { name: 'Añadir', exact: true }).click();
      await expect(form.getByText('Elija al menos un evento.')).toBeVisible();
      await expect(
        form.getByRole('checkbox', { name: 'Registro de horas creado (entry.created)' }),
      ).toBeVisible();
      await settled(page);
      await expectFitsPhone(page, form, 'el formulario');
      await expectNoAxeViolationsIn(page, '[role="dialog"]', 'el formulario (375 px)');
      await form.getByRole('button', { name: 'Cancelar' }).click();
      await expect(form).toHaveCount(0);

      await card.getByRole('button', { name: `Ver envíos de ${url}` }).click();
      const log = page.getByRole('dialog', { name: 'Envíos' });
      const delivery = log.getByRole('listitem').filter({ hasText: 'Registro de horas creado' });
      await expect(delivery.first()).toContainText(/Se reintenta a las|Entregado/);
      await settled(page);
      await expectFitsPhone(page, log, 'los envíos');
      await expectNoAxeViolationsIn(page, '[role="dialog"]', 'los envíos (375 px)');
      const mine = log
        .getByRole('listitem')
        .filter({ hasText: receiver.about(entry.id)[0]!.eventId });
      await expect(mine).toContainText('Entregado', { timeout: 15_000 });
      await expect(mine).toContainText('HTTP 500');
      await expectFitsPhone(page, log, 'un envío entregado');
      await log.getByRole('button', { name: 'Cerrar los envíos' }).click();
      await entry.remove();
    } finally {
      await request.delete(`/api/webhooks/${hook.id}`, { headers: admin.headers });
      await receiver.close();
    }
  });
});
