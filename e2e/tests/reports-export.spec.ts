import { expect, test } from '@playwright/test';
import {
  BOM,
  KAYLA,
  NOTE_DASH,
  NOTE_FORMULA,
  NOTE_SECOND,
  csvLines,
  exportCsv,
  moveWeeks,
  openReports,
  panel,
  rangeLabel,
  rangeText,
  reportLoaded,
  seedWeek,
  slug,
  weekIn,
} from './reports-helpers';

/**
 * Each journey seeds a week of its own, far enough back that no other journey touches it:
 * Kayla Brooks logs 5 h on Monday (4 + 1, two notes) and 3.5 h on Tuesday; Sofia Ramos, left
 * out of reports, logs 8 h on Monday.
 */

/** A cell as RFC 4180 writes it: quoted only when it holds a comma, a quote or a line break. */
const csvCell = (text: string) =>
  /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

test('Weekly Entries: merged rows, Show Notes and the CSV', async ({ page, request }) => {
  const week = weekIn(-6);
  const job = await seedWeek(request, week);
  await openReports(page);
  await moveWeeks(page, -6);
  await expect(rangeText(page)).toHaveText(rangeLabel(week));
  await reportLoaded(page);

  const report = panel(page);
  await expect(report.getByRole('rowheader', { name: KAYLA })).toBeVisible();
  await expect(report.getByText('Sofia Ramos')).toHaveCount(0);
  const row = report.getByTestId('entry-row');
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(job.jobName);
  await expect(cells.nth(3)).toHaveText('5.0'); // Monday: 4 + 1 merged
  await expect(cells.nth(4)).toHaveText('3.5');
  await expect(cells.nth(10)).toHaveText('8.5');
  await expect(cells.nth(11)).toHaveText('Pending');
  await expect(report.getByTestId('totals-row').getByRole('cell').last()).toHaveText('');
  await expect(report.getByTestId('totals-row')).toContainText('8.5');

  const merged = `${NOTE_DASH}; ${NOTE_SECOND}`;
  await expect(report.getByText(merged)).toHaveCount(0);
  await report.getByRole('switch', { name: 'Show Notes' }).check();
  await expect(report.getByText(merged)).toBeVisible();
  await expect(report.getByText(NOTE_FORMULA)).toBeVisible();

  const csv = await exportCsv(page);
  expect(csv.name).toBe(`weekly-hours-report_${week.start}_to_${week.end}.csv`);
  expect(csv.text.startsWith(BOM)).toBe(true);
  const lines = csvLines(csv.text);
  expect(lines[0]).toBe(
    [
      'Employee,Job,Work Type,WC Code,Other Type',
      ...week.days,
      'Total,Status',
      ...week.days.map((d) => `Notes ${d}`),
    ].join(','),
  );
  const kayla = lines.find((l) => l.startsWith(`${KAYLA},`))!;
  expect(kayla).toContain(',5.0,3.5,0.0,0.0,0.0,0.0,0.0,8.5,Pending,');
  // A note starting with '-' or '=' is neutralised with a leading apostrophe.
  expect(kayla).toContain(csvCell(`'${merged}`));
  expect(kayla).toContain(csvCell(`'${NOTE_FORMULA}`));
  expect(lines.at(-1)).toMatch(/^Totals,/);
  expect(csv.text).not.toContain('Sofia');
});

test('Weekly Summary: Company Totals and the CSV', async ({ page, request }) => {
  const week = weekIn(-7);
  await seedWeek(request, week);
  await openReports(page);
  await page.getByRole('tab', { name: 'Weekly Summary' }).click();
  await moveWeeks(page, -7);
  await expect(rangeText(page)).toHaveText(rangeLabel(week));
  await reportLoaded(page);

  const kaylaRow = panel(page).getByRole('row').filter({ hasText: KAYLA });
  // Cells: 7 days, Weekly Total, Regular, OT, DT, PTO, Gross.
  await expect(kaylaRow.getByRole('cell').nth(7)).toHaveText('8.5');
  await expect(kaylaRow.getByRole('cell').nth(8)).toHaveText('8.5');
  await expect(panel(page).getByText('Sofia Ramos')).toHaveCount(0);
  await expect(panel(page).getByTestId('company-totals-row').getByRole('cell').nth(7)).toHaveText(
    '8.5',
  );

  const csv = await exportCsv(page);
  expect(csv.name).toBe(`employee-weekly-hours_${week.start}_to_${week.end}.csv`);
  expect(csv.text.startsWith(BOM)).toBe(true);
  const lines = csvLines(csv.text);
  expect(lines[0]).toBe(
    [
      'Employee',
      ...week.days,
      'Weekly Total',
      'Regular',
      'Overtime',
      'Double Time',
      'PTO',
      'Gross Pay',
    ].join(','),
  );
  // The overtime split follows the Weekly Total (8.5 h, no overtime); gross pay depends on rates.
  expect(lines.find((l) => l.startsWith(`${KAYLA},`))).toMatch(
    /^Kayla Brooks,5\.0,3\.5,0\.0,0\.0,0\.0,0\.0,0\.0,8\.5,8\.5,0\.0,0\.0,0\.0,\d+\.\d{2}$/,
  );
  expect(lines).toContain('Luis Hernandez,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.00');
  expect(lines.at(-1)).toMatch(
    /^Company Totals,5\.0,3\.5,0\.0,0\.0,0\.0,0\.0,0\.0,8\.5,8\.5,0\.0,0\.0,0\.0,\d+\.\d{2}$/,
  );
  expect(csv.text).not.toContain('Sofia');
});

test('Job Breakdown: one job, the detailed breakdown and the CSVs', async ({ page, request }) => {
  const week = weekIn(-8);
  const job = await seedWeek(request, week);
  await openReports(page);
  await page.getByRole('tab', { name: 'Job Breakdown' }).click();
  await moveWeeks(page, -8);
  await expect(rangeText(page)).toHaveText(rangeLabel(week));
  await reportLoaded(page);

  const grandTotal = panel(page).getByTestId('grand-total-row').getByRole('cell').last();
  await expect(grandTotal).toHaveText('8.5'); // Sofia's 8 hours are left out
  const summary = await exportCsv(page);
  expect(summary.name).toBe(`job-worktype-report-summary_${week.start}_to_${week.end}.csv`);
  expect(csvLines(summary.text)[0]).toBe('Job,Work Type,WC Code,Hours');
  expect(csvLines(summary.text).at(-1)).toBe('Grand Total,,,8.5');

  await panel(page).getByLabel('Job', { exact: true }).click();
  await page.getByRole('option', { name: job.jobName, exact: true }).click();
  await expect(panel(page).getByLabel('Job', { exact: true })).toHaveValue(job.jobName);
  await reportLoaded(page);
  await expect(grandTotal).toHaveText('8.5');

  await panel(page).getByRole('switch', { name: 'Show Detailed Breakdown' }).check();
  await expect(panel(page).getByRole('columnheader', { name: 'Employee' })).toBeVisible();
  await expect(panel(page).getByRole('columnheader', { name: 'Date' })).toBeVisible();
  await reportLoaded(page);
  const kaylaRows = panel(page).getByRole('row').filter({ hasText: KAYLA });
  await expect(kaylaRows).toHaveCount(2);
  await expect(kaylaRows.first()).toContainText(week.days[0]!);
  await expect(kaylaRows.first().getByRole('cell').last()).toHaveText('5.0');

  const detailed = await exportCsv(page);
  expect(detailed.name).toBe(
    `job-worktype-report-detailed_${slug(job.jobName)}_${week.start}_to_${week.end}.csv`,
  );
  expect(detailed.text.startsWith(BOM)).toBe(true);
  const lines = csvLines(detailed.text);
  expect(lines[0]).toBe('Date,Job,Employee,Work Type,WC Code,Hours');
  expect(lines.filter((l) => l.includes(KAYLA))).toHaveLength(2);
  expect(lines.at(-1)).toBe('Grand Total,,,,,8.5');
});
