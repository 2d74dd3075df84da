import { expect, type Page } from '@playwright/test';

/** Leaves a support session through the banner's confirmation, back to the operator console. */
export async function exitSupportMode(page: Page) {
  const banner = page.getByRole('region', { name: 'Support mode' });
  await banner.getByRole('button', { name: 'Exit Support Mode' }).click();
  await page
    .getByRole('dialog', { name: 'Exit Support Mode' })
    .getByRole('button', { name: 'Exit Support Mode' })
    .click();
  await expect(page.getByRole('heading', { name: 'Company Management' })).toBeVisible({
    timeout: 10_000,
  });
}
