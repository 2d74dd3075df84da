import type { Queryable } from '../../db/database';
import { mailOutbox } from '../../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  tenantId?: string | null;
}

/** Queues a message in the caller's transaction; the sender delivers it after commit. */
export async function enqueueMail(q: Queryable, mail: OutgoingMail): Promise<void> {
  await q.insert(mailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    tenantId: mail.tenantId ?? null,
  });
}
