import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from '../support/auth';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test('the mobile sidebar slides in and closes', async ({ page }) => {
  await signIn(page, ACCOUNTS.worker);
  const open = page.getByRole('button', { name: 'Open navigation' });
  await expect(open).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await open.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Timesheet Calendar' })).toBeVisible();
  const box = await drawer.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(300);

  await drawer.getByRole('button', { name: 'Close navigation' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the sign-in screen fits a phone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
