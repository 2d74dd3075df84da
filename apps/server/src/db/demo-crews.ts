import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from './database';
import { DAY_FINGERPRINT } from './day-fingerprint';
import { queryRows } from './raw-query';
import {
  companies,
  companyAlerts,
  crewMembers,
  crews,
  daySignoffs,
  jobs,
  timeEntries,
  users,
} from './schema';
import { hashPassword } from '../platform/passwords';

/**
 * Acme's crew day: the Framing crew (led by the project manager, with Dan Foster given the
 * crew-lead permission) recorded Monday and Tuesday of last week for its members. Their answers
 * show each state in review: signed by PIN on the lead's phone, signed from their own sign-in, a
 * disputed day with its reason, a day still awaiting signature, and one injury reported (its
 * alert already seen by the admin). Every member's sign-off PIN is {@link DEMO_PIN}.
 */
export const DEMO_PIN = '2468';
const CREW_EMAILS = [
  'worker1@acme.test',
  'worker2@acme.test',
  'worker3@acme.test',
  'worker4@acme.test',
];

export async function addAcmeCrews(tx: Tx) {
  const [acme] = await tx.select().from(companies).where(eq(companies.name, 'Acme Construction'));
  const scope = { tenantId: acme!.tenantId, companyId: acme!.id };
  const people = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.companyId, acme!.id),
        inArray(users.email, [...CREW_EMAILS, 'pm@acme.test', 'admin@acme.test']),
      ),
    );
  const byEmail = (email: string) => people.find((p) => p.email === email)!;
  const members = CREW_EMAILS.map(byEmail);
  const pinHash = await hashPassword(DEMO_PIN);
  await tx
    .update(users)
    .set({ pinHash })
    .where(
      inArray(
        users.id,
        members.map((m) => m.id),
      ),
    );
  await tx
    .update(users)
    .set({ crewLead: true })
    .where(eq(users.id, byEmail('worker3@acme.test').id));
  const [job] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, acme!.id), eq(jobs.name, 'Lakeshore Medical Office')));
  const [crew] = await tx
    .insert(crews)
    .values({ ...scope, name: 'Framing crew', defaultJobId: job?.id ?? null })
    .returning();
  await tx.insert(crewMembers).values([
    {
      tenantId: scope.tenantId,
      crewId: crew!.id,
      userId: byEmail('pm@acme.test').id,
      isLead: true,
    },
    ...members.map((m) => ({
      tenantId: scope.tenantId,
      crewId: crew!.id,
      userId: m.id,
      isLead: m.email === 'worker3@acme.test',
    })),
  ]);

  // Last week's Monday and Tuesday, as the crew day recorded them.
  const today = new Date();
  today.setUTCHours(12, 0, 0, 0);
  const monday = new Date(today);
  monday.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7) - 7);
  const days = [0, 1].map((n) =>
    new Date(monday.getTime() + n * 86_400_000).toISOString().slice(0, 10),
  );
  await tx
    .update(timeEntries)
    .set({ crewId: crew!.id, createdBy: byEmail('pm@acme.test').id })
    .where(
      and(
        inArray(
          timeEntries.userId,
          members.map((m) => m.id),
        ),
        inArray(timeEntries.entryDate, days),
        eq(timeEntries.isPto, false),
      ),
    );
  const prints = await queryRows<{ user_id: string; day: string; fingerprint: string }>(
    tx,
    sql`select e.user_id, e.entry_date::text as day, ${DAY_FINGERPRINT} as fingerprint
          from time_entries e
         where e.company_id = ${acme!.id} and e.crew_id = ${crew!.id}
         group by e.user_id, e.entry_date`,
  );
  const print = (userId: string, day: string) =>
    prints.find((p) => p.user_id === userId && p.day === day)?.fingerprint;
  const answers = { injured: false, breaks: true };
  const plan: {
    who: string;
    day: string;
    status: 'signed' | 'disputed';
    method: 'pin' | 'own';
    reason?: string;
    injured?: boolean;
  }[] = [
    { who: 'worker1@acme.test', day: days[0]!, status: 'signed', method: 'pin' },
    { who: 'worker1@acme.test', day: days[1]!, status: 'signed', method: 'own' },
    { who: 'worker2@acme.test', day: days[0]!, status: 'signed', method: 'pin', injured: true },
    {
      who: 'worker2@acme.test',
      day: days[1]!,
      status: 'disputed',
      method: 'own',
      reason: 'I left at 2 pm for the doctor; the crew day shows a full day.',
    },
    { who: 'worker3@acme.test', day: days[0]!, status: 'signed', method: 'pin' },
    // worker3's Tuesday and worker4's days await their signature.
  ];
  for (const p of plan) {
    const worker = byEmail(p.who);
    const fingerprint = print(worker.id, p.day);
    if (!fingerprint) continue;
    await tx.insert(daySignoffs).values({
      ...scope,
      userId: worker.id,
      workDate: p.day,
      status: p.status,
      reason: p.reason ?? null,
      method: p.method,
      fingerprint,
      answers: { ...answers, injured: Boolean(p.injured) },
      recordedBy: p.method === 'pin' ? byEmail('pm@acme.test').id : worker.id,
      signedAt: new Date(`${p.day}T23:40:00Z`),
    });
    if (p.injured)
      await tx.insert(companyAlerts).values({
        ...scope,
        kind: 'injury',
        userId: worker.id,
        workDate: p.day,
        seenAt: new Date(`${p.day}T23:55:00Z`),
        seenBy: byEmail('admin@acme.test').id,
      });
  }
}
