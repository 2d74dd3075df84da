import { useId } from 'react';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type {
  CertifiedPayroll,
  CertifiedPayrollRow,
  CertifiedPayrollWorker,
} from '@sitehours/contract/schemas';
import { useFormat } from '@/app/i18n/format';
import { CARDS_QUERY } from '@/components/responsive-table/responsive-table';
import { ScrollTable } from '@/components/responsive-table/scroll-table';
import { shownDayHours, shownHours, shownMoney } from './certified-payroll-rules';
import classes from './payroll-table.module.css';

/** The phone width is read at the first render, so the week renders once in its layout. */
function useCards() {
  return (
    useMediaQuery(CARDS_QUERY, window.matchMedia(CARDS_QUERY).matches, {
      getInitialValueInEffect: false,
    }) ?? false
  );
}

/**
 * The week as WH-347 lays it out: per worker, a straight-time and an overtime line for each
 * classification worked, the hours of each day, the rates, gross, deductions and net pay, and
 * the project's totals. On a phone, a card per worker instead of the wide table.
 */
export function PayrollTable(props: { payroll: CertifiedPayroll }) {
  const { t } = useTranslation('certified-payroll');
  const { locale } = useFormat();
  const cards = useCards();
  const headingId = useId();
  const { payroll } = props;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('table.title')}
        </Title>
        {payroll.workers.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {t('table.empty')}
          </Text>
        ) : cards ? (
          <WorkerCards payroll={payroll} />
        ) : (
          <WideTable payroll={payroll} />
        )}
        <Group gap="lg" wrap="wrap" component="dl" m={0} className={classes.totals}>
          <Total
            label={t('totals.hours')}
            value={shownHours(payroll.totals.projectHours, locale)}
          />
          <Total
            label={t('totals.gross')}
            value={shownMoney(payroll.totals.projectGross, locale)}
          />
          {payroll.fringePaidAs === 'plan' ? (
            <Total
              label={t('totals.planFringe')}
              value={shownMoney(payroll.totals.planFringe, locale)}
            />
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {payroll.fringePaidAs === 'plan' ? t('table.fringePlan') : t('table.fringeCash')}{' '}
          {payroll.overtimeRate === 'weightedAverage'
            ? t('table.overtimeWeighted')
            : t('table.overtimeClassification')}
        </Text>
      </Stack>
    </Paper>
  );
}

function Total(props: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="gray.7">
        {props.label}
      </Text>
      <Text component="dd" m={0} fw={700}>
        {props.value}
      </Text>
    </div>
  );
}

/** A day's heading: its weekday over its date. */
function useDayLabel() {
  const { date } = useFormat();
  return (day: string) => ({
    weekday: date(day, { weekday: 'short' }),
    date: date(day, { month: 'numeric', day: 'numeric' }),
    full: date(day, { weekday: 'long', month: 'long', day: 'numeric' }),
  });
}

function WorkerName(props: { worker: CertifiedPayrollWorker }) {
  const { t } = useTranslation('certified-payroll');
  return (
    <>
      <Text fw={600} size="sm" component="span" display="block">
        {props.worker.name}
      </Text>
      <Text size="xs" c="gray.7" component="span" display="block">
        {props.worker.identifyingNumber || t('table.noNumber')}
      </Text>
    </>
  );
}

function Classification(props: { row: CertifiedPayrollRow }) {
  return (
    <>
      <Text size="sm" component="span" display="block">
        {props.row.classificationName}
      </Text>
      {props.row.equipment ? (
        <Text size="xs" c="gray.7" component="span" display="block">
          {props.row.equipment}
        </Text>
      ) : null}
    </>
  );
}

/** Column 7: the gross on this project, and for all work when the worker had other work. */
function grossText(worker: CertifiedPayrollWorker, locale: string) {
  const project = shownMoney(worker.projectGross, locale);
  return worker.allWorkGross === worker.projectGross
    ? project
    : `${project} / ${shownMoney(worker.allWorkGross, locale)}`;
}

/** Column 8: the deductions, or that none are entered yet. */
function Deductions(props: { worker: CertifiedPayrollWorker }) {
  const { t } = useTranslation('certified-payroll');
  const { locale } = useFormat();
  const d = props.worker.deductions;
  if (!d)
    return (
      <Text size="sm" c="red.9" component="span">
        {t('table.noDeductions')}
      </Text>
    );
  return (
    <dl className={classes.deductions}>
      <dt>{t('deductions.fica')}</dt>
      <dd>{shownMoney(d.fica, locale)}</dd>
      <dt>{t('deductions.withholding')}</dt>
      <dd>{shownMoney(d.withholding, locale)}</dd>
      <dt>{t('deductions.other')}</dt>
      <dd>
        {shownMoney(d.other, locale)}
        {d.otherNote ? ` (${d.otherNote})` : ''}
      </dd>
      <dt>{t('deductions.total')}</dt>
      <dd>{shownMoney(d.total, locale)}</dd>
    </dl>
  );
}

function WideTable(props: { payroll: CertifiedPayroll }) {
  const { t } = useTranslation('certified-payroll');
  const { locale } = useFormat();
  const dayLabel = useDayLabel();
  const { payroll } = props;
  const label = t('table.title');
  return (
    <ScrollTable minWidth={1000} label={label}>
      <Table withTableBorder withColumnBorders verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.worker')}</Table.Th>
            <Table.Th>{t('table.classification')}</Table.Th>
            <Table.Th>
              <abbr title={t('table.kindLong')}>{t('table.kind')}</abbr>
            </Table.Th>
            {payroll.dates.map((day) => {
              const l = dayLabel(day);
              return (
                <Table.Th key={day} ta="right" aria-label={l.full}>
                  <span className={classes.day}>
                    {l.weekday}
                    <br />
                    {l.date}
                  </span>
                </Table.Th>
              );
            })}
            <Table.Th ta="right">{t('table.totalHours')}</Table.Th>
            <Table.Th ta="right">{t('table.rate')}</Table.Th>
            <Table.Th ta="right">{t('table.gross')}</Table.Th>
            <Table.Th>{t('table.deductions')}</Table.Th>
            <Table.Th ta="right">{t('table.netPay')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {payroll.workers.map((worker) => {
          const span = worker.rows.length * 2;
          return (
            <Table.Tbody key={worker.userId} className={classes.worker}>
              {worker.rows.map((row, i) =>
                (['S', 'O'] as const).map((kind) => {
                  const first = i === 0 && kind === 'S';
                  const byDay = kind === 'S' ? row.straightTimeByDay : row.overtimeByDay;
                  return (
                    <Table.Tr key={`${row.classificationId}-${kind}`}>
                      {first ? (
                        <Table.Th scope="rowgroup" rowSpan={span} className={classes.top}>
                          <WorkerName worker={worker} />
                        </Table.Th>
                      ) : null}
                      {kind === 'S' ? (
                        <Table.Td rowSpan={2} className={classes.top}>
                          <Classification row={row} />
                        </Table.Td>
                      ) : null}
                      <Table.Td>
                        {kind === 'S' ? t('table.straightShort') : t('table.overtimeShort')}
                      </Table.Td>
                      {byDay.map((hours, d) => (
                        <Table.Td key={payroll.dates[d]} ta="right">
                          {shownDayHours(hours, locale)}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right" fw={600}>
                        {shownHours(
                          kind === 'S' ? row.straightTimeHours : row.overtimeHours,
                          locale,
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        {shownMoney(kind === 'S' ? row.straightTimeRate : row.overtimeRate, locale)}
                      </Table.Td>
                      {first ? (
                        <>
                          <Table.Td rowSpan={span} ta="right" className={classes.top}>
                            {grossText(worker, locale)}
                          </Table.Td>
                          <Table.Td rowSpan={span} className={classes.top}>
                            <Deductions worker={worker} />
                          </Table.Td>
                          <Table.Td rowSpan={span} ta="right" fw={700} className={classes.top}>
                            {worker.netPay === null ? '—' : shownMoney(worker.netPay, locale)}
                          </Table.Td>
                        </>
                      ) : null}
                    </Table.Tr>
                  );
                }),
              )}
            </Table.Tbody>
          );
        })}
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={3 + payroll.dates.length}>
              {t('totals.title')}
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {shownHours(payroll.totals.projectHours, locale)}
            </Table.Td>
            <Table.Td />
            <Table.Td ta="right" fw={700}>
              {shownMoney(payroll.totals.projectGross, locale)}
            </Table.Td>
            <Table.Td />
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}

function WorkerCards(props: { payroll: CertifiedPayroll }) {
  const { t } = useTranslation('certified-payroll');
  const { locale } = useFormat();
  const dayLabel = useDayLabel();
  const { payroll } = props;
  return (
    <ul className={classes.cards} aria-label={t('table.title')}>
      {payroll.workers.map((worker) => (
        <li key={worker.userId} className={classes.card}>
          <Title order={4} size="h5">
            {worker.name}
          </Title>
          <Text size="xs" c="gray.7">
            {worker.identifyingNumber || t('table.noNumber')}
          </Text>
          {worker.rows.map((row) => {
            const days = payroll.dates
              .map((day, d) => ({
                day,
                s: row.straightTimeByDay[d] ?? '0',
                o: row.overtimeByDay[d] ?? '0',
              }))
              .filter((d) => Number(d.s) !== 0 || Number(d.o) !== 0);
            return (
              <div key={row.classificationId} className={classes.cardRow}>
                <Classification row={row} />
                <Table
                  className={classes.dayTable}
                  verticalSpacing={2}
                  horizontalSpacing="xs"
                  fz="sm"
                  aria-label={t('table.cardDays', { classification: row.classificationName })}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('table.day')}</Table.Th>
                      <Table.Th ta="right">{t('table.straightLong')}</Table.Th>
                      <Table.Th ta="right">{t('table.overtimeLong')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {days.map((d) => {
                      const l = dayLabel(d.day);
                      return (
                        <Table.Tr key={d.day}>
                          <Table.Th scope="row" fw={400}>
                            {`${l.weekday} ${l.date}`}
                          </Table.Th>
                          <Table.Td ta="right">{shownDayHours(d.s, locale)}</Table.Td>
                          <Table.Td ta="right">{shownDayHours(d.o, locale)}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th scope="row">{t('table.totalHours')}</Table.Th>
                      <Table.Td ta="right" fw={600}>
                        {shownHours(row.straightTimeHours, locale)}
                      </Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {shownHours(row.overtimeHours, locale)}
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th scope="row">{t('table.rate')}</Table.Th>
                      <Table.Td ta="right">{shownMoney(row.straightTimeRate, locale)}</Table.Td>
                      <Table.Td ta="right">{shownMoney(row.overtimeRate, locale)}</Table.Td>
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </div>
            );
          })}
          <dl className={classes.figures}>
            <dt>{t('table.gross')}</dt>
            <dd>{grossText(worker, locale)}</dd>
            <dt>{t('table.deductions')}</dt>
            <dd>
              <Deductions worker={worker} />
            </dd>
            <dt>{t('table.netPay')}</dt>
            <dd>
              <strong>{worker.netPay === null ? '—' : shownMoney(worker.netPay, locale)}</strong>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
