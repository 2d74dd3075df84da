import { expect as baseExpect, test, type APIRequestContext, type Route } from '@playwright/test';
import { LOCALES, expectAccessibleAtBothSizes, oneWalkPerScreen } from '../support/a11y';
import { ACCOUNTS, DEMO_PASSWORD, apiSignIn, openAs } from '../support/auth';

/**
 * The Import screen's steps, each state scanned at both sizes: the first step (the kinds, the
 * lists to download, the recent imports) and its refusals; a mapping with a required field
 * unmapped; a preview with rows in error; and the import running, stopped by a lost connection,
 * done, and undone. Each walk uploads a staff file of its own through the API (new addresses),
 * and a walk that imports it undoes it, so Staff is left as it was.
 */

/** Several states and axe runs per test: waits are generous, for a busy machine. */
const expect = baseExpect.configure({ timeout: 20_000 });

const TEXTS = {
  upload: /^(Upload and map columns|Subir y asignar columnas)$/,
  kindMissing: /^(Choose what the file holds|Elija qué contiene el archivo)/,
  mapTitle: /^(Map the columns|Asignar columnas)$/,
  preview: /^(Preview|Vista previa)$/,
  previewTitle: /^(Preview|Vista previa)$/,
  withErrors: /^(With errors|Con errores) \(\d+\)$/,
  importRows: /^(Import|Importar) \d+ (rows?|filas?)$/,
  importing: /^(Importing|Importando)$/,
  progress: /^(Import progress|Progreso de la importación)$/,
  tryAgain: /^(Try Again|Intentar de nuevo)$/,
  done: /^(Import done|Importación terminada)$/,
  undoThis: /^(Undo this import|Deshacer esta importación)$/,
  undoDialog: /^(Undo this import\?|¿Deshacer esta importación\?)$/,
  undoConfirm: /^(Undo import|Deshacer la importación)$/,
  undone: /^(Import undone|Importación deshecha)$/,
  recent: /^(Recent imports|Importaciones recientes)$/,
};

/**
 * A staff file of the walk's own: two good rows, one with a bad phone, one with a bad rate, and
 * an hourly rate under a header of its own, which neither the guesser nor the company's
 * remembered mapping knows.
 */
function staffCsv(label: string) {
  const run = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = (n: number) => `a11y-imp-${run}-${n}@acme.test`;
  return {
    name: `a11y-${run}.csv`,
    csv: [
      `First Name,Last Name,Email,Phone,Straight Time ${run}`,
      `Ana,Beltrán,${email(1)},,31.50`,
      `Bo,Cheng,${email(2)},555-12,30`,
      `Cy,Duarte,${email(3)},,about 30`,
      `Di,Ekwueme,${email(4)},,27.25`,
    ].join('\r\n'),
  };
}

/** The file uploaded as the demo admin (→ the import's id), mapped when asked. */
async function uploadStaff(request: APIRequestContext, label: string, map: boolean) {
  const token = await apiSignIn(request, ACCOUNTS.companyAdmin, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };
  const file = staffCsv(label);
  const uploaded = await request.post('/api/imports', {
    headers,
    multipart: {
      kind: 'staff',
      file: { name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.csv) },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { id } = (await uploaded.json()) as { id: string };
  if (map) {
    const mapped = await request.put(`/api/imports/${id}/mapping`, {
      headers,
      data: { mapping: { firstName: 0, lastName: 1, email: 2, phone: 3, hourlyRate: 4 } },
    });
    expect(mapped.ok()).toBe(true);
  }
  return id;
}

for (const lang of ['en', 'es'] as const) {
  test.describe(`import: accessibility in ${lang}`, () => {
    test.use({ locale: LOCALES[lang] });
    test.describe.configure({ timeout: 120_000 });
    const walk = oneWalkPerScreen(lang);

    walk('Import: the first step, with recent imports', async ({ page, request }) => {
      await uploadStaff(request, 'start', false);
      await openAs(page, ACCOUNTS.companyAdmin, '/import');
      await expect(page.getByRole('table', { name: TEXTS.recent })).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'Import (the first step)');

      // Nothing chosen: what to choose is said under each field.
      await page.getByRole('button', { name: TEXTS.upload }).click();
      await expect(page.getByText(TEXTS.kindMissing)).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'Import (the first step, nothing chosen)');
    });

    walk('Import: mapping the columns', async ({ page, request }) => {
      const id = await uploadStaff(request, 'map', false);
      await openAs(page, ACCOUNTS.companyAdmin, `/import?import=${id}`);
      await expect(page.getByRole('heading', { level: 2, name: TEXTS.mapTitle })).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'Import (the mapping, a required field unmapped)');

      await page.getByRole('button', { name: TEXTS.preview }).click();
      await expect(page.locator('select[aria-invalid="true"]')).toBeFocused();
      await expectAccessibleAtBothSizes(page, 'Import (the mapping, refused)');
    });

    walk('Import: the preview with errors', async ({ page, request }) => {
      const id = await uploadStaff(request, 'preview', true);
      await openAs(page, ACCOUNTS.companyAdmin, `/import?import=${id}&step=preview`);
      await expect(page.getByRole('heading', { level: 2, name: TEXTS.previewTitle })).toBeVisible();
      await expect(page.getByRole('button', { name: TEXTS.importRows })).toBeEnabled();
      await expectAccessibleAtBothSizes(page, 'Import (the preview)');

      await page.getByText(TEXTS.withErrors).click();
      await expect(page.getByRole('radio', { name: TEXTS.withErrors })).toBeChecked();
      await expectAccessibleAtBothSizes(page, 'Import (the preview, rows in error)');
    });

    walk('Import: importing, done and undone', async ({ page, request }) => {
      const id = await uploadStaff(request, 'apply', true);
      await openAs(page, ACCOUNTS.companyAdmin, `/import?import=${id}&step=preview`);
      await expect(page.getByRole('heading', { level: 2, name: TEXTS.previewTitle })).toBeVisible();

      // The first call is held while the running import is scanned, then its connection is lost.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let calls = 0;
      await page.route(`**/api/imports/${id}/apply`, async (route: Route) => {
        calls += 1;
        if (calls > 1) return route.continue();
        await held;
        return route.abort('connectionreset');
      });
      await page.getByRole('button', { name: TEXTS.importRows }).click();
      await expect(page.getByRole('heading', { level: 2, name: TEXTS.importing })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: TEXTS.progress })).toHaveAttribute(
        'aria-valuenow',
        '0',
      );
      await expectAccessibleAtBothSizes(page, 'Import (running)');

      release();
      const retry = page.getByRole('button', { name: TEXTS.tryAgain });
      await expect(retry).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'Import (stopped by a lost connection)');

      await retry.click();
      await expect(page.getByRole('heading', { level: 2, name: TEXTS.done })).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'Import (done)');

      await page.getByRole('button', { name: TEXTS.undoThis }).click();
      const dialog = page.getByRole('dialog', { name: TEXTS.undoDialog });
      await expect(dialog).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'Import (undo, confirming)');

      await dialog.getByRole('button', { name: TEXTS.undoConfirm }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: TEXTS.undone })).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'Import (undone)');
    });
  });
}
