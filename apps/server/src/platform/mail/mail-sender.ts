import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { withPlatform } from '../../db/scoped';
import { mailOutbox } from '../../db/schema';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir';

const BATCH_SIZE = 20;
const POLL_INTERVAL_MS = 30_000;
/** A claim older than this belongs to a sender that died mid-send; the message is tried again. */
const STALE_CLAIM_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, attempts - 1));
}

export interface MailSenderOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
}

/**
 * Delivers the outbox over SMTP, or as .eml files under DATA_DIR/mail when no SMTP server is
 * configured. A failed send is retried with back-off and never dropped.
 */
export class MailSender {
  private readonly transport: Transporter;
  private readonly mailDir: string;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly options: MailSenderOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.mailDir = path.join(options.dataDir, 'mail');
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), POLL_INTERVAL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Asks for a delivery round soon (after a commit that queued mail). */
  kick(): void {
    if (this.stopped || this.running) return;
    this.running = this.deliverDue()
      .catch((err: unknown) => {
        this.log.error({ err }, 'mail delivery round failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Waits for a round under way, then delivers whatever is due now. */
  async flush(): Promise<number> {
    await this.running;
    return this.deliverDue();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Claims due messages, sends each outside any transaction, records the outcome. */
  async deliverDue(): Promise<number> {
    const staleBefore = new Date(Date.now() - STALE_CLAIM_MS);
    const claimed = await withPlatform(this.db, async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          or(
            and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
            and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, staleBefore)),
          ),
        )
        .orderBy(asc(mailOutbox.createdAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ status: 'sending', claimedAt: new Date() })
        .where(
          inArray(
            mailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });

    let sent = 0;
    for (const message of claimed) {
      try {
        await this.send(message);
        sent++;
        await withPlatform(this.db, (tx) =>
          tx
            .update(mailOutbox)
            .set({
              status: 'sent',
              sentAt: new Date(),
              attempts: message.attempts + 1,
              lastError: null,
            })
            .where(eq(mailOutbox.id, message.id)),
        );
      } catch (err) {
        const attempts = message.attempts + 1;
        this.log.warn({ err, mailId: message.id, attempts }, 'mail delivery failed; will retry');
        await withPlatform(this.db, (tx) =>
          tx
            .update(mailOutbox)
            .set({
              status: 'pending',
              attempts,
              claimedAt: null,
              lastError: String((err as Error).message ?? err).slice(0, 1000),
              nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
            })
            .where(eq(mailOutbox.id, message.id)),
        );
      }
    }
    return sent;
  }

  private async send(message: typeof mailOutbox.$inferSelect): Promise<void> {
    const info = (await this.transport.sendMail({
      from: this.options.from,
      to: message.toAddress,
      subject: message.subject,
      text: message.textBody,
      messageId: `<${message.id}@sitehours>`,
    })) as { message?: Buffer };
    if (!this.options.smtpUrl && info.message) {
      // The files hold live password links: for the server's user only (decision 0015).
      await fs.mkdir(this.mailDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(this.mailDir, `${stamp}-${message.id}.eml`);
      await fs.writeFile(file, info.message, { mode: PRIVATE_FILE_MODE });
      this.log.info({ file, to: message.toAddress, subject: message.subject }, 'mail written');
    }
  }
}
