import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  CREW_MESSAGES,
  DEFAULT_DAY_QUESTIONS,
  reportsInjury,
  type CompanyAlert,
  type DayQuestion,
  type DaySignature,
  type FieldError,
} from '@sitehours/contract';
import type { Queryable, Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { withTenant } from '../../db/scoped';
import { companies, companyAlerts, daySignoffs, users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { fieldError, fieldIssue, forbidden, invalidFields, notFound } from '../../platform/errors';
import { recipientLanguage } from '../../platform/mail/mail-i18n';
import { enqueueMail } from '../../platform/mail/outbox';
import { injuryAlertMail } from '../../platform/mail/templates';
import { queueWebhookEvents } from '../webhooks/webhook-outbox';
import type { CompanyScope, Principal } from '../../platform/principal';
import { appendLedgerEvents } from '../ledger/ledger-append';
import { dayStates } from './day-states';
import { checkPin } from './pins';

export interface SignActor {
  scope: CompanyScope;
  /** The signed-in worker (none for a support session). */
  userId: string | null;
  isAdmin: boolean;
  isManager: boolean;
}

export function signActor(principal: Principal | undefined, scope: CompanyScope): SignActor {
  if (principal?.kind === 'user')
    return {
      scope,
      userId: principal.userId,
      isAdmin: principal.roles.includes('company_admin'),
      isManager: principal.roles.includes('company_manager'),
    };
  return { scope, userId: null, isAdmin: true, isManager: false };
}

/** The company's end-of-day questions and whether signatures are required before approval. */
export async function dayQuestionsOf(q: Queryable, scope: CompanyScope) {
  const [row] = await q
    .select({ questions: companies.dayQuestions, requireSignatures: companies.requireSignatures })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  return {
    questions: (row?.questions ?? DEFAULT_DAY_QUESTIONS) as DayQuestion[],
    requireSignatures: row?.requireSignatures ?? false,
  };
}

export interface SignInput {
  userId: string;
  date: string;
  status: 'signed' | 'disputed';
  reason: string | null;
  answers: Record<string, boolean>;
  method: 'pin' | 'own' | 'kiosk';
  recordedBy: string | null;
}

/**
 * Records a worker's answer on their day (replacing an earlier one) with the fingerprint of the
 * day as it is now. Every question must be answered; "Injured: yes" raises the company's alert for
 * that worker and day once (its unique key), and only the first raise mails the admins.
 */
export async function signDay(
  ctx: AppContext,
  tx: Tx,
  scope: CompanyScope,
  input: SignInput,
): Promise<{ signature: DaySignature; alerted: boolean }> {
  // The worker's row is locked: two answers sent at once are recorded one after the other.
  const [worker] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.companyId, scope.companyId)))
    .for('update');
  if (!worker) throw fieldError('userId', 'entryWorkerMissing');
  const { questions } = await dayQuestionsOf(tx, scope);
  const unanswered = questions.filter((q) => typeof input.answers[q.id] !== 'boolean');
  if (unanswered.length)
    throw invalidFields(
      unanswered.map((q) => fieldIssue(`answers.${q.id}`, CREW_MESSAGES.answerRequired)) as [
        FieldError,
        ...FieldError[],
      ],
    );
  const answers = Object.fromEntries(questions.map((q) => [q.id, input.answers[q.id]!]));
  const [day] = await dayStates(tx, scope, {
    from: input.date,
    to: input.date,
    userIds: [input.userId],
    all: true,
  });
  if (!day?.fingerprint) throw fieldError('date', CREW_MESSAGES.signNothing);
  const values = {
    status: input.status,
    reason: input.status === 'disputed' ? input.reason : null,
    method: input.method,
    fingerprint: day.fingerprint,
    answers,
    recordedBy: input.recordedBy,
    signedAt: new Date(),
  };
  await tx
    .insert(daySignoffs)
    .values({
      tenantId: scope.tenantId,
      companyId: scope.companyId,
      userId: input.userId,
      workDate: input.date,
      ...values,
    })
    .onConflictDoUpdate({
      target: [
        daySignoffs.companyId,
        daySignoffs.userId,
        daySignoffs.workDate,
        daySignoffs.tenantId,
      ],
      set: values,
    });
  let alerted = false;
  if (reportsInjury(questions, answers)) {
    const raised = await tx
      .insert(companyAlerts)
      .values({
        tenantId: scope.tenantId,
        companyId: scope.companyId,
        kind: 'injury',
        userId: input.userId,
        workDate: input.date,
      })
      .onConflictDoNothing()
      .returning({ id: companyAlerts.id });
    if (raised.length) {
      alerted = true;
      const workerName = `${worker.firstName} ${worker.lastName}`.trim();
      await mailAdmins(ctx, tx, scope, workerName, input.date);
      await queueWebhookEvents(tx, scope, [
        {
          type: 'injury.reported',
          data: {
            companyId: scope.companyId,
            workerId: input.userId,
            workerName,
            date: input.date,
          },
        },
      ]);
    }
  }
  const [after] = await dayStates(tx, scope, {
    from: input.date,
    to: input.date,
    userIds: [input.userId],
    all: true,
  });
  await appendLedgerEvents(tx, scope, [
    {
      kind: 'day.sign',
      subjectId: `${input.userId}:${input.date}`,
      actor: `${worker.firstName} ${worker.lastName}`.trim(),
      data: {
        ...values,
        signedAt: values.signedAt.toISOString(),
        userId: input.userId,
        date: input.date,
      },
    },
  ]);
  return { signature: after!.signature!, alerted };
}

/** The injury mail to every active admin of the company, each in their language. */
async function mailAdmins(
  ctx: AppContext,
  tx: Tx,
  scope: CompanyScope,
  workerName: string,
  day: string,
) {
  const [company] = await tx
    .select({ name: companies.name, language: companies.defaultLanguage })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const admins = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.companyId, scope.companyId),
        eq(users.isActive, true),
        sql`'company_admin' = any(${users.roles})`,
      ),
    );
  for (const admin of admins) {
    const mail = injuryAlertMail({
      to: admin.email,
      firstName: admin.firstName,
      companyName: company?.name ?? '',
      workerName,
      day,
      reviewUrl: `${ctx.config.appUrl}/reports`,
      language: recipientLanguage(admin.language, company?.language),
    });
    await enqueueMail(tx, { ...mail, tenantId: scope.tenantId });
  }
}

/** Whether the actor leads a crew the worker is on. */
export async function leadsWorker(tx: Tx, scope: CompanyScope, leadId: string, workerId: string) {
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from crew_members l
          join crew_members m on m.crew_id = l.crew_id and m.user_id = ${workerId}
          join crews c on c.id = l.crew_id and c.company_id = ${scope.companyId} and c.is_active
         where l.user_id = ${leadId} and l.is_lead limit 1`,
  );
  return rows.length > 0;
}

/**
 * A signature from the worker's own sign-in, or on a lead's device with the worker's PIN. Nobody
 * signs another's day without that PIN, an admin neither.
 */
export async function recordSignOff(
  ctx: AppContext,
  actor: SignActor,
  body: Omit<SignInput, 'method' | 'recordedBy'> & { pin?: string },
) {
  const own = actor.userId !== null && body.userId === actor.userId;
  if (!own) {
    const allowed =
      actor.isAdmin ||
      actor.isManager ||
      (actor.userId !== null &&
        (await withTenant(ctx.db, actor.scope, (tx) =>
          leadsWorker(tx, actor.scope, actor.userId!, body.userId),
        )));
    if (!allowed) throw forbidden(CREW_MESSAGES.signOtherForbidden);
    if (!body.pin) throw fieldError('pin', CREW_MESSAGES.pinRequired);
    await checkPin(ctx.db, actor.scope, body.userId, body.pin);
  }
  return withTenant(ctx.db, actor.scope, (tx) =>
    signDay(ctx, tx, actor.scope, {
      ...body,
      method: own ? 'own' : 'pin',
      recordedBy: actor.userId,
    }),
  );
}

const DAYS_BACK = 31;
const shiftDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The signed-in worker's days to answer: awaiting a signature, or disputed, in the last month. */
export async function mySignOffs(ctx: AppContext, actor: SignActor, today: string) {
  if (!actor.userId) return { questions: [], days: [] };
  return withTenant(ctx.db, actor.scope, async (tx) => {
    const { questions } = await dayQuestionsOf(tx, actor.scope);
    const days = await dayStates(tx, actor.scope, {
      from: shiftDays(today, -DAYS_BACK),
      to: today,
      userIds: [actor.userId!],
    });
    return {
      questions,
      days: days.filter((d) => d.signature && d.signature.state !== 'signed').map(toRow(questions)),
    };
  });
}

const toRow =
  (questions: readonly DayQuestion[]) => (d: Awaited<ReturnType<typeof dayStates>>[number]) => ({
    userId: d.userId,
    name: d.name,
    date: d.date,
    hours: d.hours,
    signature: d.signature!,
    injured: d.signature?.answers ? reportsInjury(questions, d.signature.answers) : false,
  });

/** Review: the company's days that need or have a signature, between two dates. */
export async function listSignOffs(
  ctx: AppContext,
  actor: SignActor,
  query: { startDate: string; endDate: string; state?: 'awaiting' | 'signed' | 'disputed' },
) {
  if (!actor.isAdmin && !actor.isManager) throw forbidden();
  return withTenant(ctx.db, actor.scope, async (tx) => {
    const { questions } = await dayQuestionsOf(tx, actor.scope);
    const days = await dayStates(tx, actor.scope, { from: query.startDate, to: query.endDate });
    return days
      .filter((d) => d.signature && (!query.state || d.signature.state === query.state))
      .map(toRow(questions));
  });
}

/** Replaces the company's questions (the injury question stays) and the signature requirement. */
export async function saveDayQuestions(
  ctx: AppContext,
  scope: CompanyScope,
  input: {
    questions: { id?: string; kind: 'injury' | 'breaks' | 'custom'; text: string | null }[];
    requireSignatures?: boolean;
  },
) {
  const problems = input.questions.flatMap((q, i) =>
    q.kind === 'custom' && !q.text
      ? [{ path: `questions.${i}.text`, code: CREW_MESSAGES.questionTextRequired }]
      : [],
  );
  if (problems.length) throw fieldError(problems[0]!.path, problems[0]!.code);
  if (!input.questions.some((q) => q.kind === 'injury'))
    throw fieldError('questions', CREW_MESSAGES.questionDefaultsKept);
  const seen = new Set<string>();
  const questions: DayQuestion[] = [];
  for (const q of input.questions) {
    // The defaults keep their ids (answers given before still read); one of each at most.
    const id =
      q.kind === 'injury' ? 'injured' : q.kind === 'breaks' ? 'breaks' : (q.id ?? randomUUID());
    if (seen.has(id)) continue;
    seen.add(id);
    questions.push({ id, kind: q.kind, text: q.kind === 'custom' ? q.text : null });
  }
  return withTenant(ctx.db, scope, async (tx) => {
    await tx
      .update(companies)
      .set({
        dayQuestions: questions,
        ...(input.requireSignatures === undefined
          ? {}
          : { requireSignatures: input.requireSignatures }),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, scope.companyId));
    return dayQuestionsOf(tx, scope);
  });
}

type AlertRow = typeof companyAlerts.$inferSelect & { firstName: string; lastName: string };
const toAlert = (a: AlertRow): CompanyAlert => ({
  id: a.id,
  kind: a.kind,
  userId: a.userId,
  name: `${a.firstName} ${a.lastName}`.trim(),
  date: a.workDate,
  createdAt: a.createdAt.toISOString(),
  seenAt: a.seenAt?.toISOString() ?? null,
});

const alertColumns = { alert: companyAlerts, firstName: users.firstName, lastName: users.lastName };

/** The company's alerts, newest first: the unseen ones, and the last 20 seen. */
export async function listAlerts(ctx: AppContext, scope: CompanyScope) {
  return withTenant(ctx.db, scope, async (tx) => {
    const rows = await tx
      .select(alertColumns)
      .from(companyAlerts)
      .innerJoin(users, eq(users.id, companyAlerts.userId))
      .where(eq(companyAlerts.companyId, scope.companyId))
      .orderBy(sql`${companyAlerts.seenAt} is not null`, desc(companyAlerts.createdAt))
      .limit(100);
    const unseen = rows.filter((r) => !r.alert.seenAt);
    const seen = rows.filter((r) => r.alert.seenAt).slice(0, 20);
    return [...unseen, ...seen].map((r) => toAlert({ ...r.alert, ...r }));
  });
}

export async function markAlertSeen(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
  by: string | null,
) {
  return withTenant(ctx.db, scope, async (tx) => {
    await tx
      .update(companyAlerts)
      .set({ seenAt: new Date(), seenBy: by })
      .where(
        and(
          eq(companyAlerts.id, id),
          eq(companyAlerts.companyId, scope.companyId),
          isNull(companyAlerts.seenAt),
        ),
      );
    const [row] = await tx
      .select(alertColumns)
      .from(companyAlerts)
      .innerJoin(users, eq(users.id, companyAlerts.userId))
      .where(and(eq(companyAlerts.id, id), eq(companyAlerts.companyId, scope.companyId)));
    if (!row) throw notFound('notFound');
    return toAlert({ ...row.alert, ...row });
  });
}
