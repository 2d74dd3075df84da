import { describe, expect, it } from 'vitest';
import type {
  CertifiedPayrollWarningItem,
  CertifiedPayrollWorker,
  PublicWorksJobList,
} from '@sitehours/contract/schemas';
import {
  certifiedPayrollFallbackName,
  changedDeductionRows,
  csvForImport,
  deductionDrafts,
  deductionErrors,
  deductionsTemplateCsv,
  earlierUnsignedWeek,
  explanationsToSend,
  jobToShow,
  shortSha,
  shownDayHours,
  shownMoney,
  signBlock,
  signFormErrors,
  signRequest,
  typedAmount,
  warningFix,
  weekBadges,
} from './certified-payroll-rules';

const ANA = '0b5e8c1e-4a43-4d1c-9d47-1f0f5a9f0a01';
const BEN = '0b5e8c1e-4a43-4d1c-9d47-1f0f5a9f0a02';

const worker = (
  userId: string,
  name: string,
  deductions: CertifiedPayrollWorker['deductions'] = null,
): CertifiedPayrollWorker => ({
  userId,
  name,
  firstName: name.split(' ')[0]!,
  lastName: name.split(' ').slice(1).join(' '),
  identifyingNumber: 'xxx-xx-1234',
  rows: [],
  projectHours: '40.00',
  allWorkHours: '40.00',
  projectGross: '880.00',
  allWorkGross: '880.00',
  planFringe: '200.00',
  deductions,
  netPay: null,
});

const saved = {
  fica: '67.32',
  withholding: '88.00',
  other: '0.00',
  otherNote: null,
  total: '155.32',
  source: 'typed' as const,
};

const warning = (
  key: string,
  code: string,
  explainable: boolean,
  userId: string | null = null,
): CertifiedPayrollWarningItem => ({
  key,
  code,
  params: {},
  explainable,
  userId,
  entryId: null,
});

describe('the job and the weeks', () => {
  const jobs = [{ jobId: 'a' }, { jobId: 'b' }] as PublicWorksJobList;
  it('shows the job in the address, or the only one there is', () => {
    expect(jobToShow(jobs, 'b')).toBe('b');
    expect(jobToShow(jobs, 'gone')).toBeNull();
    expect(jobToShow(jobs.slice(0, 1), null)).toBe('a');
    expect(jobToShow([], 'a')).toBeNull();
  });
  it('marks a week signed or not, final, and without work', () => {
    expect(weekBadges({ status: 'signed', isFinal: true, noWorkPerformed: false })).toEqual([
      'signed',
      'final',
    ]);
    expect(weekBadges({ status: 'unsigned', isFinal: false, noWorkPerformed: true })).toEqual([
      'unsigned',
      'noWork',
    ]);
    expect(weekBadges({ status: 'unsigned', isFinal: false, noWorkPerformed: null })).toEqual([
      'unsigned',
    ]);
  });
  it('finds the oldest earlier week still unsigned', () => {
    const weeks = [
      { weekStart: '2026-11-09', status: 'unsigned' as const },
      { weekStart: '2026-11-02', status: 'unsigned' as const },
      { weekStart: '2026-10-26', status: 'unsigned' as const },
      { weekStart: '2026-10-19', status: 'signed' as const },
    ];
    expect(earlierUnsignedWeek(weeks, '2026-11-09')).toBe('2026-10-26');
    expect(earlierUnsignedWeek(weeks, '2026-10-26')).toBeNull();
  });
});

describe('signing', () => {
  const warnings = [
    warning('deductions:ana', 'cpMissingDeductions', true, ANA),
    warning('below:ben', 'paidBelowPrevailingWage', true, BEN),
  ];
  const week = { status: 'unsigned' as const, weekEnding: '2026-11-08', warnings };
  const facts = { today: '2026-11-13', earlierUnsigned: null, explanations: {} };

  it('waits for the end of the week and for the earlier weeks', () => {
    expect(signBlock({ ...week, warnings: [] }, { ...facts, today: '2026-11-08' })).toEqual({
      reason: 'notEnded',
    });
    expect(signBlock(week, { ...facts, earlierUnsigned: '2026-10-26' })).toEqual({
      reason: 'earlierUnsigned',
      weekStart: '2026-10-26',
    });
    expect(signBlock({ ...week, status: 'signed' }, facts)).toEqual({ reason: 'signed' });
  });
  it('is blocked by a warning that must be resolved, whatever is explained', () => {
    const pending = warning('pending', 'cpPendingEntries', false);
    expect(
      signBlock(
        { ...week, warnings: [...warnings, pending] },
        { ...facts, explanations: { pending: 'approved later', 'deductions:ana': 'x' } },
      ),
    ).toEqual({ reason: 'unresolved', count: 1 });
  });
  it('is blocked until each explainable warning has an explanation', () => {
    expect(signBlock(week, facts)).toEqual({ reason: 'unexplained', count: 2 });
    expect(
      signBlock(week, {
        ...facts,
        explanations: { 'deductions:ana': 'Paid by the union', 'below:ben': '  ' },
      }),
    ).toEqual({ reason: 'unexplained', count: 1 });
    expect(
      signBlock(week, {
        ...facts,
        explanations: { 'deductions:ana': 'Paid by the union', 'below:ben': 'Back pay on 11/14' },
      }),
    ).toBeNull();
  });
  it('sends the explanations of the open warnings only, trimmed', () => {
    expect(
      explanationsToSend(warnings, {
        'deductions:ana': '  Paid by the union ',
        'below:ben': '',
        'gone:since': 'resolved since',
      }),
    ).toEqual({ 'deductions:ana': 'Paid by the union' });
  });
  it('builds the request and checks the signatory with the contract', () => {
    const request = signRequest(
      { jobId: 'job', weekStart: '2026-11-02', warnings },
      { signatoryName: ' Pat Payroll ', signatoryTitle: '', isFinal: true },
      { 'below:ben': 'Back pay on 11/14' },
    );
    expect(request).toEqual({
      jobId: 'job',
      weekStart: '2026-11-02',
      signatoryName: 'Pat Payroll',
      signatoryTitle: '',
      isFinal: true,
      explanations: { 'below:ben': 'Back pay on 11/14' },
    });
    expect(signFormErrors(request)).toEqual({ signatoryTitle: 'signatoryTitleRequired' });
  });
  it('says where each warning is put right', () => {
    expect(warningFix(warning('p', 'cpPendingEntries', false), '2026-11-02')).toEqual({
      kind: 'reviewTime',
      to: '/review-time',
    });
    expect(warningFix(warning('c', 'cpMissingClassification', false, ANA), '2026-11-02')).toEqual({
      kind: 'timesheet',
      to: `/time-entries?week=2026-11-02&user=${ANA}`,
    });
    expect(warningFix(warning('i', 'cpMissingIdentity', false, ANA), '2026-11-02')?.kind).toBe(
      'staff',
    );
    expect(warningFix(warning('d', 'cpMissingDeductions', true, ANA), '2026-11-02')).toEqual({
      kind: 'deductions',
      userId: ANA,
    });
    expect(warningFix(warning('x', 'somethingNew', false), '2026-11-02')).toBeNull();
  });
});

describe('deductions', () => {
  const workers = [worker(ANA, 'Ana Díaz', saved), worker(BEN, 'Ben Stone, Jr.')];

  it('starts from the deductions on file', () => {
    const drafts = deductionDrafts(workers);
    expect(drafts[ANA]).toEqual({
      fica: '67.32',
      withholding: '88.00',
      other: '0.00',
      otherNote: '',
    });
    expect(drafts[BEN]).toEqual({ fica: '', withholding: '', other: '', otherNote: '' });
  });
  it('reads amounts as people type them', () => {
    expect(typedAmount(' $1,234.50 ')).toBe('1234.50');
    expect(typedAmount('12,5')).toBe('12.5');
    expect(typedAmount('88')).toBe('88');
    expect(typedAmount('abc')).toBe('abc');
  });
  it('sends only the rows changed, a half-typed one so its check names what it lacks', () => {
    const drafts = deductionDrafts(workers);
    expect(changedDeductionRows(workers, drafts)).toEqual([]);
    drafts[ANA] = { ...drafts[ANA]!, fica: '67.320' };
    expect(changedDeductionRows(workers, drafts)).toEqual([]);
    drafts[BEN] = { fica: '60', withholding: '', other: '12,50', otherNote: ' Union dues ' };
    const rows = changedDeductionRows(workers, drafts);
    expect(rows).toEqual([
      { userId: BEN, fica: '60', withholding: '', other: '12.50', otherNote: 'Union dues' },
    ]);
    expect(deductionErrors({ weekStart: '2026-11-02', rows })).toEqual({
      [BEN]: { withholding: 'deductionInvalid' },
    });
    drafts[BEN] = { fica: '60', withholding: '40', other: '', otherNote: '' };
    const complete = changedDeductionRows(workers, drafts);
    expect(complete[0]).toMatchObject({ other: '0', otherNote: null });
    expect(deductionErrors({ weekStart: '2026-11-02', rows: complete })).toEqual({});
  });
  it('offers a template with each worker by name, quoted where needed, formula-safe', () => {
    const csv = deductionsTemplateCsv([...workers, worker('c', '=cmd|x')]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csvForImport(csv).split('\r\n')).toEqual([
      'worker,fica,withholding,other,otherNote',
      'Ana Díaz,67.32,88.00,0.00,',
      '"Ben Stone, Jr.",,,,',
      "'=cmd|x,,,,",
      '',
    ]);
    expect(deductionsTemplateCsv([])).toBe('\uFEFFworker,fica,withholding,other,otherNote\r\n');
  });
});

describe('files and figures', () => {
  it('names a file after the payroll when the server names none', () => {
    const p = { payrollNumber: 3, weekEnding: '2026-11-08' };
    expect(certifiedPayrollFallbackName(p, 'pdf')).toBe('certified-payroll-3-2026-11-08.pdf');
    expect(certifiedPayrollFallbackName(p, 'lcptracker')).toBe(
      'certified-payroll-3-2026-11-08-lcptracker.csv',
    );
  });
  it('shows money with cents and a rate’s third decimal, days without hours blank', () => {
    expect(shownMoney('1234.5', 'en-US')).toBe('$1,234.50');
    expect(shownMoney('22.125', 'en-US')).toBe('$22.125');
    expect(shownDayHours('0.00', 'en-US')).toBe('');
    expect(shownDayHours('7.50', 'en-US')).toBe('7.5');
    expect(shownDayHours('7.50', 'es-US')).toBe('7.5');
    expect(shortSha('a'.repeat(64))).toBe('a'.repeat(12));
  });
});
