import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import classes from './responsive-table.module.css';

/**
 * A wide table in a box that scrolls sideways when the table is wider than the screen, and says
 * so: a hint above it and a shadow on each edge with more columns past it. The scrolling viewport
 * is a named region that takes the keyboard focus, so the arrow keys scroll it (WCAG 2.1.1), and
 * the hint describes it.
 */
export function ScrollTable(props: { minWidth: number; label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const hintId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const box = viewport.current;
    if (!box) return;
    const start = box.scrollLeft > 1;
    const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);

  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const scrolls = edges.start || edges.end;
  return (
    <div>
      {scrolls ? (
        <div className={classes.scrollHint} id={hintId}>
          <IconArrowsHorizontal size={14} aria-hidden />
          {t('table.scrollHint')}
        </div>
      ) : null}
      <div
        className={classes.scrollFrame}
        data-more-start={edges.start || undefined}
        data-more-end={edges.end || undefined}
      >
        <Table.ScrollContainer
          type="native"
          className={classes.scroller}
          minWidth={props.minWidth}
          ref={viewport}
          onScroll={measure}
          tabIndex={0}
          role="region"
          aria-label={props.label}
          aria-describedby={scrolls ? hintId : undefined}
        >
          {props.children}
        </Table.ScrollContainer>
      </div>
    </div>
  );
}
