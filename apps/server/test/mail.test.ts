import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { withPlatform } from '../src/db/scoped';
import { mailOutbox } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'SiteHours <no-reply@sitehours.test>',
  });
});
afterAll(() => t.close());

const outboxFor = (to: string) =>
  withPlatform(t.db, (tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)));

describe('mail over SMTP', () => {
  it('keeps a message while the mail server is down and delivers it once it is back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'worker1@acme.test' },
    });
    expect(res.statusCode).toBe(200);
    await t.ctx.mail.flush();
    const [failed] = await outboxFor('worker1@acme.test');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    try {
      // Not due yet: nothing is sent before the back-off has passed.
      expect(await t.ctx.mail.flush()).toBe(0);
      await withPlatform(t.db, (tx) => tx.update(mailOutbox).set({ nextAttemptAt: new Date() }));
      expect(await t.ctx.mail.flush()).toBe(1);
      const [sent] = await outboxFor('worker1@acme.test');
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: worker1@acme.test');
      expect(received[0]).toContain('/reset-password/');
    } finally {
      await new Promise<void>((resolve) => smtp.close(resolve));
    }
  });
});
