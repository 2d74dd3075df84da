import {
  CERTIFIED_PAYROLL_MESSAGES as M,
  addDays,
  certifiedPayrollWeek,
  decimalUnits,
  formatCents,
  formatRateUnits,
  type CertifiedPayroll,
  type CertifiedPayrollDay,
  type CertifiedPayrollWarningItem,
  type CertifiedPayrollWorker,
  type ClassificationPay,
  type PublicWorksSettings,
  type WageClassification,
} from '@sitehours/contract';

/**
 * A week's certified payroll from what SiteHours knows (decision 0028): the facts read from the
 * database go in, the WH-347 document and its warnings come out. No database here, so the
 * golden tests give it a week by hand.
 */

/** A work entry of a worker who worked on the project that week (on it or elsewhere). */
export interface WeekEntry {
  id: string;
  userId: string;
  date: string;
  /** Two decimal places. */
  hours: string;
  hourlyRate: string;
  status: 'pending' | 'approved';
  /** On this project. */
  onProject: boolean;
  classificationId: string | null;
  equipment: string | null;
}

export interface WeekWorker {
  userId: string;
  name: string;
  firstName: string;
  lastName: string;
  /** The last four characters on file, or null. */
  lastFour: string | null;
  deductions: {
    ficaCents: bigint;
    withholdingCents: bigint;
    otherCents: bigint;
    otherNote: string | null;
    source: 'typed' | 'imported';
  } | null;
}

export interface WeekFacts {
  jobId: string;
  jobName: string;
  settings: PublicWorksSettings;
  contractor: { name: string; address: string };
  weekStart: string;
  payrollNumber: number;
  classifications: readonly WageClassification[];
  workers: readonly WeekWorker[];
  /** In the order worked: by day, then start time or creation. */
  entries: readonly WeekEntry[];
  /** Hours a day after which hours are overtime too (a state's daily overtime); null: none. */
  dailyOvertimeAfterHours: string | null;
}

const hoursText = (hundredths: bigint) => formatCents(hundredths);

/** As printed: "xxx-xx-1234" for a Social Security number's last four, else "xxxx" + them. */
export function maskedNumber(lastFour: string | null): string {
  if (!lastFour) return '';
  return /^\d{4}$/.test(lastFour) ? `xxx-xx-${lastFour}` : `xxxx${lastFour}`;
}

/** The rate of a classification in force on a day: the latest from that day or before. */
function rateOn(c: WageClassification, date: string) {
  let found = c.rates[0];
  for (const r of c.rates) if (r.effectiveFrom <= date) found = r;
  return found;
}

export function buildCertifiedPayroll(facts: WeekFacts): CertifiedPayroll {
  const { settings, weekStart } = facts;
  const dates = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const classificationOf = new Map(facts.classifications.map((c) => [c.id, c]));
  const warnings: CertifiedPayrollWarningItem[] = [];
  const warn = (
    key: string,
    code: string,
    params: Record<string, string | number>,
    explainable: boolean,
    ids: { userId?: string; entryId?: string } = {},
  ) =>
    warnings.push({
      key,
      code,
      params,
      explainable,
      userId: ids.userId ?? null,
      entryId: ids.entryId ?? null,
    });

  const pending = facts.entries.filter((e) => e.onProject && e.status === 'pending');
  if (pending.length) warn('pending', M.pendingEntries, { count: pending.length }, false);

  const workers: CertifiedPayrollWorker[] = [];
  let projectHours = 0n;
  let projectGross = 0n;
  let planFringe = 0n;
  for (const worker of facts.workers) {
    const mine = facts.entries.filter((e) => e.userId === worker.userId);
    // Each row: a classification at one rate (a rate changing in the week makes a second row).
    const pays = new Map<string, ClassificationPay & { equipment: Set<string> }>();
    const days = new Map<
      string,
      CertifiedPayrollDay & { lines: { classificationId: string; hours: string }[] }
    >();
    let otherStraight = 0n; // ten-thousandths × hundredths / 100 → ten-thousandths of a dollar
    for (const e of mine) {
      const day = days.get(e.date) ?? { date: e.date, lines: [], otherWorkHours: '0' };
      days.set(e.date, day);
      const counted = e.onProject && e.status === 'approved';
      const c = e.classificationId ? classificationOf.get(e.classificationId) : undefined;
      if (e.onProject && !c) {
        if (e.status === 'approved')
          warn(
            `class:${e.id}`,
            M.missingClassification,
            { worker: worker.name, hours: e.hours, date: e.date },
            false,
            { userId: worker.userId, entryId: e.id },
          );
        continue;
      }
      if (!counted || !c) {
        if (e.onProject) continue; // pending on the project: warned above
        day.otherWorkHours = formatCents(
          decimalUnits(day.otherWorkHours) / 100n + decimalUnits(e.hours) / 100n,
        );
        otherStraight += (decimalUnits(e.hours) * decimalUnits(e.hourlyRate)) / 10_000n;
        continue;
      }
      const rate = rateOn(c, e.date)!;
      const payId = `${c.id}|${rate.effectiveFrom}|${e.hourlyRate}`;
      const pay =
        pays.get(payId) ??
        ({
          id: payId,
          name: c.name,
          baseRate: rate.baseRate,
          fringeRate: rate.fringeRate,
          fringePaidAs: settings.fringePaidAs,
          baseRatePaid: e.hourlyRate,
          equipment: new Set<string>(),
        } satisfies ClassificationPay & { equipment: Set<string> });
      pays.set(payId, pay);
      if (c.isOperator) {
        if (e.equipment) pay.equipment.add(e.equipment);
        else
          warn(
            `equipment:${e.id}`,
            M.missingEquipment,
            { worker: worker.name, classification: c.name, date: e.date },
            true,
            { userId: worker.userId, entryId: e.id },
          );
      }
      day.lines.push({ classificationId: payId, hours: e.hours });
    }
    if (pays.size === 0) continue;

    const week = certifiedPayrollWeek(
      {
        weekStart,
        worker: { name: worker.name, identifyingNumber: '' },
        classifications: [...pays.values()],
        days: [...days.values()],
        otherWorkStraightTimeEarnings: formatRateUnits(otherStraight),
      },
      {
        overtimeRate: settings.overtimeRate,
        dailyOvertimeAfterHours: facts.dailyOvertimeAfterHours,
      },
    );
    // The other work's overtime hours earn half the week's regular rate on top (29 CFR 778.115);
    // under the classification-worked method, half their own average rate.
    const otherOvertime = week.allWorkOvertimeHours - week.projectOvertimeHours;
    const otherRate =
      week.regularRate ??
      (week.otherWorkHours > 0n ? (otherStraight * 100n) / week.otherWorkHours : 0n);
    const otherGross = (otherStraight + (otherOvertime * otherRate) / 200n + 50n) / 100n;
    const allWorkGross = week.projectGrossCents + otherGross;

    for (const line of week.lines) {
      if (line.warnings.length)
        warn(
          `below:${worker.userId}:${line.classificationId}`,
          M.paidBelowPrevailingWage,
          {
            classification: line.classificationName,
            paid: `$${formatRateUnits(line.paidRate)}`,
            required: `$${formatRateUnits(line.requiredRate)}`,
          },
          true,
          { userId: worker.userId },
        );
    }
    if (!worker.deductions)
      warn(`deductions:${worker.userId}`, M.missingDeductions, { worker: worker.name }, true, {
        userId: worker.userId,
      });
    if (!worker.lastFour)
      warn(`identity:${worker.userId}`, M.missingIdentity, { worker: worker.name }, true, {
        userId: worker.userId,
      });
    const d = worker.deductions;
    const totalDeductions = d ? d.ficaCents + d.withholdingCents + d.otherCents : 0n;
    projectHours += week.projectStraightTimeHours + week.projectOvertimeHours;
    projectGross += week.projectGrossCents;
    planFringe += week.planFringeCents;
    workers.push({
      userId: worker.userId,
      name: worker.name,
      firstName: worker.firstName,
      lastName: worker.lastName,
      identifyingNumber: maskedNumber(worker.lastFour),
      rows: week.lines.map((line) => ({
        classificationId: line.classificationId.split('|')[0]!,
        classificationName: line.classificationName,
        equipment: [...pays.get(line.classificationId)!.equipment].join(', ') || null,
        straightTimeByDay: line.straightTimeByDay.map(hoursText),
        overtimeByDay: line.overtimeByDay.map(hoursText),
        straightTimeHours: hoursText(line.straightTimeHours),
        overtimeHours: hoursText(line.overtimeHours),
        baseRate: formatRateUnits(line.baseRatePaid),
        cashFringeRate: formatRateUnits(line.cashFringeRate),
        planFringeRate: formatRateUnits(line.planFringeRate),
        straightTimeRate: formatRateUnits(line.straightTimeRate),
        overtimeRate: formatRateUnits(line.overtimeRate),
        grossProject: formatCents(line.grossCents),
      })),
      projectHours: hoursText(week.projectStraightTimeHours + week.projectOvertimeHours),
      allWorkHours: hoursText(week.allWorkHours),
      projectGross: formatCents(week.projectGrossCents),
      allWorkGross: formatCents(allWorkGross),
      planFringe: formatCents(week.planFringeCents),
      deductions: d && {
        fica: formatCents(d.ficaCents),
        withholding: formatCents(d.withholdingCents),
        other: formatCents(d.otherCents),
        otherNote: d.otherNote,
        total: formatCents(totalDeductions),
        source: d.source,
      },
      netPay: d ? formatCents(allWorkGross - totalDeductions) : null,
    });
  }

  const missing = warnings.some((w) => w.code === M.missingClassification);
  return {
    id: null,
    jobId: facts.jobId,
    weekStart,
    weekEnding: dates[6]!,
    dates,
    status: 'unsigned',
    payrollNumber: facts.payrollNumber,
    isFinal: false,
    noWorkPerformed: workers.length === 0 && pending.length === 0 && !missing,
    contractor: facts.contractor,
    project: {
      name: facts.jobName,
      location: settings.projectLocation ?? '',
      projectNumber: settings.projectNumber,
      contractNumber: settings.contractNumber,
      awardingAgency: settings.awardingAgency,
      wageLaw: settings.wageLaw,
    },
    fringePaidAs: settings.fringePaidAs,
    overtimeRate: settings.overtimeRate,
    workers,
    totals: {
      projectHours: hoursText(projectHours),
      projectGross: formatCents(projectGross),
      planFringe: formatCents(planFringe),
    },
    warnings,
    signature: null,
    sha256: null,
  };
}
