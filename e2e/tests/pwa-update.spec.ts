import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa-helpers';

// These journeys are about the service worker, which the other journeys block.
test.use({ serviceWorkers: 'allow' });

/**
 * Platform spec §2 'App update banner', §4 'Install and update', §7, §9.
 *
 * A new build is simulated by a small proxy in front of the e2e server, on its own origin (so the
 * other journeys' service workers are untouched): once asked, it serves /service-worker.js with
 * one more line. Playwright's routing cannot change the script the browser fetches to check for
 * an update, hence the proxy.
 */
async function startProxy(upstream: string) {
  let build = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', upstream);
    // Uncompressed, so the script can be changed.
    const headers = { ...req.headers, host: target.host };
    delete headers['accept-encoding'];
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const forward = http.request(target, { method: req.method, headers }, (answer) => {
      if (req.url?.startsWith('/service-worker.js') && build > 0) {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = `${Buffer.concat(chunks).toString('utf8')}\n// build ${build}\n`;
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers.etag;
          delete headers['last-modified'];
          res.writeHead(answer.statusCode ?? 200, headers);
          res.end(body);
        });
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    newBuild: () => void build++,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a new build shows Update Now, which reloads the page under the new worker', async ({
  page,
  baseURL,
}) => {
  // The new worker precaches the whole app (about 120 files) before the banner shows: on two
  // cores shared with another journey that can take most of half a minute.
  test.setTimeout(60_000);
  const proxy = await startProxy(baseURL!);
  try {
    await page.goto(`${proxy.origin}/login`);
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('region', { name: 'App update' })).toHaveCount(0);

    proxy.newBuild();
    await page.evaluate(
      () => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true),
    );
    // Coming back to the page checks for an update.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const banner = page.getByRole('region', { name: 'App update' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return Boolean(registration?.waiting);
      }),
    ).toBe(true);

    await banner.getByRole('button', { name: 'Update Now' }).click();
    // The page reloads (the marker set above is gone) under the new worker, nothing left waiting.
    await page.waitForFunction(
      () => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate,
      undefined,
      { timeout: 15_000 },
    );
    await waitForServiceWorkerControl(page);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return {
          waiting: Boolean(registration?.waiting),
          state: navigator.serviceWorker.controller?.state,
        };
      }),
    ).toEqual({ waiting: false, state: 'activated' });
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'App update' })).toHaveCount(0);
  } finally {
    await proxy.close();
  }
});
