import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Table, Text, type TableProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { TableMessageRow } from '@/components/table-message-row';
import classes from './responsive-table.module.css';

/** Below Mantine's `md` breakpoint a list shows as cards: a table would need sideways scrolling. */
export const CARDS_QUERY = '(max-width: 61.99em)';

export interface ResponsiveColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /**
   * On a card, 'title' heads it, 'actions' makes its last line, and the others are shown as
   * figures under their column's name.
   */
  kind?: 'title' | 'actions';
  ta?: 'right';
}

export interface ResponsiveTableProps<Row> {
  /** The table's (or the list's) accessible name. */
  label: string;
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Shown instead of the rows: loading, empty or error text. */
  message?: ReactNode;
  /** Shown under a row (an inline form), across the table or inside the row's card. */
  expanded?: (row: Row) => ReactNode;
  /** The width the table needs: in a narrower box the list shows as cards. */
  minWidth: number;
  tableProps?: Omit<TableProps, 'children'>;
  /** Marks a row (the one being edited). */
  selected?: (row: Row) => boolean;
}

/** The phone width is read at the first render, so the screen renders once in its layout. */
function useCards() {
  return (
    useMediaQuery(CARDS_QUERY, window.matchMedia(CARDS_QUERY).matches, {
      getInitialValueInEffect: false,
    }) ?? false
  );
}

/**
 * Whether the list's own box is narrower than `minWidth`: on a screen just wide enough for the
 * sidebar (992 px and a little more) a table would scroll its last columns, the row actions,
 * out of view. Measured before the browser paints, and again whenever the box changes width; a
 * box not shown (0 px) keeps the table.
 */
function useNarrowerThan(minWidth: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setNarrow(box.clientWidth > 0 && box.clientWidth < minWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [minWidth]);
  return [ref, narrow] as const;
}

/**
 * A list of records: a table where it fits, a list of cards on a phone, or wherever the table
 * would not fit its box, with each row's name, key figures and actions in view without sideways
 * scrolling.
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  const phone = useCards();
  const [box, narrow] = useNarrowerThan(props.minWidth);
  return (
    <div ref={box} className={classes.list}>
      {phone || narrow ? <CardList {...props} /> : <WideTable {...props} />}
    </div>
  );
}

function WideTable<Row>(props: ResponsiveTableProps<Row>) {
  const { columns } = props;
  return (
    <div className={classes.tableArea}>
      <Table.ScrollContainer minWidth={props.minWidth}>
        <Table {...props.tableProps} aria-label={props.label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} ta={column.ta}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.message !== undefined ? (
              <TableMessageRow colSpan={columns.length}>{props.message}</TableMessageRow>
            ) : (
              props.rows?.map((row) => {
                const extra = props.expanded?.(row);
                return (
                  <Fragment key={props.rowKey(row)}>
                    <Table.Tr aria-selected={props.selected?.(row) || undefined}>
                      {columns.map((column) => (
                        <Table.Td key={column.key} ta={column.ta}>
                          {column.cell(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                    {extra ? (
                      <Table.Tr>
                        <Table.Td colSpan={columns.length} className={classes.expandedCell}>
                          <div className={classes.expandedCellInner}>{extra}</div>
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

function CardList<Row>(props: ResponsiveTableProps<Row>) {
  const tm = useTranslateMessage();
  const title = props.columns.find((c) => c.kind === 'title');
  const actions = props.columns.find((c) => c.kind === 'actions');
  const figures = props.columns.filter((c) => c.kind === undefined);
  if (props.message !== undefined) {
    return (
      <Text c="dimmed" ta="center" py="lg" size="sm">
        {typeof props.message === 'string' ? tm(props.message) : props.message}
      </Text>
    );
  }
  return (
    <ul className={classes.cards} aria-label={props.label}>
      {props.rows?.map((row) => {
        const extra = props.expanded?.(row);
        return (
          <li key={props.rowKey(row)} className={classes.card}>
            {title ? title.cell(row) : null}
            {figures.length > 0 ? (
              <dl className={classes.figures}>
                {figures.map((column) => (
                  <Fragment key={column.key}>
                    <dt>{column.header}</dt>
                    <dd>{column.cell(row)}</dd>
                  </Fragment>
                ))}
              </dl>
            ) : null}
            {actions ? <div className={classes.actions}>{actions.cell(row)}</div> : null}
            {extra ? <div className={classes.expanded}>{extra}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
