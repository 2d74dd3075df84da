import zlib from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES, SETTINGS_MESSAGES, messageText } from '@sitehours/contract';
import { ACCOUNTS, DEMO_PASSWORD, openAs } from '../support/auth';

interface Settings {
  id: string;
  name: string;
  time_zone: string;
  date_format: string;
  currency: string;
  tax_id: string | null;
  billing_contact_email: string | null;
  primary_color: string;
  secondary_color: string;
  logo_url: string | null;
  wc_state: string | null;
}

/** The demo admin's token and company, for setup and for putting Acme back as it was. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: ACCOUNTS.companyAdmin, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token } = await login.json();
  const headers = { Authorization: `Bearer ${token}` };
  const me = await (await request.get('/api/auth/me', { headers })).json();
  const companyId: string = me.companyId ?? me.companies[0].id;
  const settings = async (): Promise<Settings> =>
    (await request.get(`/api/companies/${companyId}/settings`, { headers })).json();
  return { headers, companyId, settings };
}

// ---- A small valid PNG, built here ----------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG of `size` x `size` pixels. */
function makePng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([r, g, b]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array<Buffer>(size).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- Journeys -----------------------------------------------------------------------------------

async function openSettings(page: Page) {
  await openAs(page, ACCOUNTS.companyAdmin, '/company-settings');
  await expect(page.getByRole('heading', { name: 'Company Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'General Information' })).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('company admin: company settings', () => {
  test('changes the general information, the billing contact and the WC state; all persist', async ({
    page,
    request,
  }) => {
    const admin = await adminApi(request);
    const before = await admin.settings();
    const taxId = `E2E-${Date.now().toString(36)}`;
    const billing = `e2e-billing-${Date.now().toString(36)}@acme.test`;
    try {
      await openSettings(page);
      const general = section(page, 'General Information');
      await general.getByRole('button', { name: 'Edit General Information' }).click();
      const timeZone = general.getByRole('combobox', { name: 'Time Zone' });
      await expect(timeZone.locator('option')).toHaveText([
        'Eastern',
        'Central',
        'Mountain',
        'Pacific',
        'Alaska',
        'Hawaii',
      ]);
      await timeZone.selectOption({ label: 'Hawaii' });
      await general.getByRole('combobox', { name: 'Date Format' }).selectOption('YYYY-MM-DD');
      await general.getByRole('combobox', { name: 'Currency' }).selectOption('CAD');
      await general.getByRole('textbox', { name: 'Tax ID' }).fill(taxId);
      await general.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(messageText(SETTINGS_MESSAGES.updated))).toBeVisible();

      const billingSection = section(page, 'Billing & Subscription');
      await expect(billingSection).toContainText('Active');
      await expect(billingSection).toContainText('Standard');
      await expect(billingSection).toContainText('Monthly');
      await expect(billingSection).toContainText('N/A');
      await billingSection.getByRole('button', { name: 'Edit Billing Contact Email' }).click();
      const billingField = billingSection.getByRole('textbox', { name: 'Billing Contact Email' });
      await billingField.fill('not-an-email');
      await billingSection.getByRole('button', { name: 'Save' }).click();
      await expect(
        billingSection.getByText(messageText(SETTINGS_MESSAGES.invalidEmail)),
      ).toBeVisible();
      await billingField.fill(billing);
      await billingSection.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(messageText(SETTINGS_MESSAGES.billingUpdated))).toBeVisible();

      // The workers' compensation state (the WC Audit screen sets the same column).
      const wc = section(page, "Workers' compensation");
      const wcState = wc.getByRole('combobox', { name: "Workers' compensation state" });
      await expect(wcState).toHaveValue(before.wc_state ?? '');
      const picked = before.wc_state === 'WA' ? 'OR' : 'WA';
      await wcState.selectOption(picked);
      await wc.getByRole('button', { name: 'Save WC state' }).click();
      await expect(page.getByText("The workers' compensation state was saved.")).toBeVisible();

      await page.reload();
      await expect(wcState).toHaveValue(picked);
      await expect(general).toContainText('Hawaii');
      await expect(general).toContainText('YYYY-MM-DD');
      await expect(general).toContainText('CAD');
      await expect(general).toContainText(taxId);
      await expect(general).toContainText(before.name);
      await expect(billingSection).toContainText(billing);
    } finally {
      await request.put(`/api/companies/${admin.companyId}`, {
        headers: admin.headers,
        data: {
          name: before.name,
          time_zone: before.time_zone,
          date_format: before.date_format,
          currency: before.currency,
          tax_id: before.tax_id,
        },
      });
      await request.put(`/api/companies/${admin.companyId}`, {
        headers: admin.headers,
        data: { billing_contact_email: before.billing_contact_email },
      });
      await request.put(`/api/companies/${admin.companyId}`, {
        headers: admin.headers,
        data: { wc_state: before.wc_state ?? null },
      });
    }
  });

  test('uploads a PNG logo with new colours: the header logo and the theme follow', async ({
    page,
    request,
  }) => {
    const admin = await adminApi(request);
    const before = await admin.settings();
    const originalLogo = before.logo_url ? await (await request.get(before.logo_url)).body() : null;
    try {
      await openSettings(page);
      const header = page.getByRole('banner');
      const headerLogo = header.getByRole('img');
      const oldSrc = before.logo_url ? await headerLogo.getAttribute('src') : null;

      const branding = section(page, 'Branding & Logo');
      await branding.getByRole('button', { name: 'Update Branding' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update Branding' });
      await expect(dialog).toBeVisible();

      // Not an image: refused with the spec's text before anything is sent.
      const fileInput = dialog.locator('input[type="file"]');
      await fileInput.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a logo'),
      });
      await expect(dialog.getByText(messageText(SETTINGS_MESSAGES.logoNotImage))).toBeVisible();
      await fileInput.setInputFiles({
        name: 'logo.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('GIF89a'),
      });
      await expect(dialog.getByText(messageText(SETTINGS_MESSAGES.logoWrongType))).toBeVisible();

      const primary = dialog.getByRole('textbox', { name: 'Primary Color' });
      await primary.fill('#7E22CE');
      await primary.press('Tab');
      const secondary = dialog.getByRole('textbox', { name: 'Secondary Color' });
      await secondary.fill('#0F766E');
      await secondary.press('Tab');
      await fileInput.setInputFiles({
        name: 'e2e-logo.png',
        mimeType: 'image/png',
        buffer: makePng(24, [126, 34, 206]),
      });
      await expect(dialog.getByRole('img', { name: 'New logo preview' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Save Branding' }).click();

      await expect(page.getByText(messageText(SETTINGS_MESSAGES.brandingUpdated))).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(branding).toContainText('#7E22CE');
      await expect(branding).toContainText('#0F766E');

      // Without a reload: the header shows the new logo, filled buttons the new colour.
      await expect(headerLogo).toHaveAttribute('src', /^\/uploads\/logos\/[^/]+\.png$/);
      if (oldSrc) await expect(headerLogo).not.toHaveAttribute('src', oldSrc);
      const logoLoaded = await headerLogo.evaluate(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      );
      expect(logoLoaded).toBe(true);
      await expect(branding.getByRole('button', { name: 'Update Branding' })).toHaveCSS(
        'background-color',
        'rgb(126, 34, 206)',
      );
      // Active navigation uses the brand colour too, as readable text.
      const active = page.locator('[aria-current="page"]').first();
      await expect(active).toHaveCSS('color', /rgb\(\d+, \d+, \d+\)/);

      // And it stays after a reload.
      await page.reload();
      await expect(section(page, 'Branding & Logo')).toContainText('#7E22CE');
      await expect(page.getByRole('banner').getByRole('img')).toHaveAttribute(
        'src',
        /^\/uploads\/logos\/[^/]+\.png$/,
      );
    } finally {
      // Put Acme's colours and logo back for the other journeys.
      const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> =
        {
          primary_color: before.primary_color,
          secondary_color: before.secondary_color,
        };
      if (originalLogo)
        multipart.logo = { name: 'acme-logo.png', mimeType: 'image/png', buffer: originalLogo };
      const restored = await request.post(`/api/companies/${admin.companyId}/branding`, {
        headers: admin.headers,
        multipart,
      });
      expect(restored.ok()).toBe(true);
    }
  });

  test('a refused branding upload ends the session and returns to the login screen', async ({
    page,
  }) => {
    await openSettings(page);
    await page.route('**/api/companies/*/branding', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'unauthorized', message: 'jwt expired' }),
      }),
    );
    await section(page, 'Branding & Logo').getByRole('button', { name: 'Update Branding' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Branding' });
    await dialog.getByRole('button', { name: 'Save Branding' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      messageText(SETTINGS_MESSAGES.sessionExpired),
    );
    await expect(dialog.getByRole('button', { name: 'Save Branding' })).toBeDisabled();
    // Signed out after 2 seconds, with the message on the login screen.
    await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
    await expect(page.getByText(messageText(MESSAGES.sessionExpired))).toBeVisible();
  });

  test('fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openSettings(page);
    const general = section(page, 'General Information');
    await general.getByRole('button', { name: 'Edit General Information' }).click();
    const name = await general.getByRole('textbox', { name: 'Company Name' }).boundingBox();
    const zone = await general.getByRole('combobox', { name: 'Time Zone' }).boundingBox();
    expect(name!.x + name!.width).toBeLessThanOrEqual(375);
    expect(zone!.y).toBeGreaterThan(name!.y); // stacked
    await general.getByRole('button', { name: 'Cancel' }).click();
    const wc = section(page, "Workers' compensation");
    for (const control of [
      wc.getByRole('combobox', { name: "Workers' compensation state" }),
      wc.getByRole('button', { name: 'Save WC state' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await section(page, 'Branding & Logo').getByRole('button', { name: 'Update Branding' }).click();
    const save = page.getByRole('dialog').getByRole('button', { name: 'Save Branding' });
    await expect(save).toBeVisible();
    const saveBox = await save.boundingBox();
    expect(saveBox!.x + saveBox!.width).toBeLessThanOrEqual(375);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
  });
});
