import type { CSSProperties, Ref } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { dayOfMonth } from './dates';
import { dayMinutes, formatClockDuration, timeRange } from './punched-time';
import type { DaySummary } from './totals';
import { useEntryText } from './use-entry-text';
import { dayCellLabel } from './calendar-rules';
import classes from './timesheet.module.css';

/**
 * The week grid (company spec §2.3): Monday first, 5 or 7 columns; each day a button with the
 * day name, day number, the day's total, a plus icon when empty, and the Other type name when
 * the day holds only Other entries. On phones the days stack as rows.
 */
export function WeekGrid({
  ref,
  ...props
}: {
  days: DaySummary[];
  today: string;
  disabled?: boolean;
  onOpenDay: (day: string) => void;
  /**
   * Where the company captures times: totals as clock time ("7:05") and each punched entry's
   * start and end in this zone. Absent: hours, as always.
   */
  clockZone?: string | null;
  /** The list, so the page can give focus back to a day's button. */
  ref?: Ref<HTMLUListElement>;
}) {
  const { t, hours, dayTitle, shortWeekday } = useEntryText();
  return (
    <ul
      ref={ref}
      className={classes.grid}
      style={{ '--timesheet-columns': props.days.length } as CSSProperties}
      aria-label={t('calendar.days')}
    >
      {props.days.map((summary) => {
        const zone = props.clockZone;
        const total = zone
          ? formatClockDuration(dayMinutes(summary.entries))
          : hours(summary.total);
        const ranges = zone ? summary.entries.flatMap((e) => timeRange(e, zone) ?? []) : [];
        const details = [summary.ptoLabel, ...ranges].filter((d) => d !== null);
        const empty = summary.entries.length === 0;
        const isToday = summary.day === props.today;
        return (
          <li key={summary.day} className={classes.cell}>
            <UnstyledButton
              className={`${classes.day} ${isToday ? classes.today : ''}`}
              onClick={() => props.onOpenDay(summary.day)}
              disabled={props.disabled}
              aria-label={dayCellLabel(
                t,
                dayTitle(summary.day),
                total,
                summary.entries.length,
                details.length > 0 ? details.join(', ') : null,
              )}
              aria-current={isToday ? 'date' : undefined}
              data-day={summary.day}
            >
              <span className={classes.dayHead}>
                <span className={classes.dayName}>{shortWeekday(summary.day)}</span>
                <span className={classes.dayNumber}>{dayOfMonth(summary.day)}</span>
              </span>
              <span className={classes.dayDetails}>
                <span className={classes.total} data-testid="day-total">
                  {total}
                </span>
                {summary.ptoLabel ? <span className={classes.pto}>{summary.ptoLabel}</span> : null}
                {ranges.map((range, i) => (
                  <span key={i} className={classes.pto} data-testid="day-times">
                    {range}
                  </span>
                ))}
                {empty ? <IconPlus size={20} aria-hidden stroke={1.8} /> : null}
              </span>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
