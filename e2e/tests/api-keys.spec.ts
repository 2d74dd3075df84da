import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsIn } from '../support/a11y';
import { ACCOUNTS, openAs } from '../support/auth';

/** A name no other journey uses (specs run in parallel on the same server). */
const uniqueName = () => `Payroll sync ${Date.now().toString(36)}`;

test('an admin creates an API key, sees its secret once, and revokes it', async ({
  page,
  request,
}) => {
  await openAs(page, ACCOUNTS.companyAdmin, '/api-keys');
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();

  const name = uniqueName();
  await page.getByRole('button', { name: 'Create an API key' }).click();
  const form = page.getByRole('dialog', { name: 'Create an API key' });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(form.getByText('Choose at least one scope.')).toHaveCount(0);
  await expect(form.getByText('Please name the API key.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(form.getByText('Choose at least one scope.')).toBeVisible();
  await form.getByRole('checkbox', { name: /staff:manage/ }).check();
  await expectNoAxeViolationsIn(page, '[role="dialog"]', 'the create dialog');
  await form.getByRole('button', { name: 'Create', exact: true }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const token = await shown.getByTestId('api-key-token').inputValue();
  expect(token).toMatch(/^shk_[0-9a-f]{64}_[\w-]{43}$/);
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectNoAxeViolationsIn(page, '[role="dialog"]', 'the new key');
  await shown.getByRole('button', { name: 'Done' }).click();

  // The key works for its scope, and the list never shows its secret again.
  const staff = await request.get('/api/users', { headers: { authorization: `Bearer ${token}` } });
  expect(staff.status()).toBe(200);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('staff:manage');
  await expect(row).toContainText('Active');
  await expect(page.getByText(token)).toHaveCount(0);

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke the API key?' });
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText(`${name} was revoked: it no longer works.`)).toBeVisible();
  await expect(row).toContainText('Revoked');
  const after = await request.get('/api/users', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  await expectNoAxeViolationsIn(page, null, 'the API keys list');
});
