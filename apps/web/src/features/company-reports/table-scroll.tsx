import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A report table in a box that scrolls sideways when the table is wider than the screen. The
 * scrolling viewport is a named region that takes the keyboard focus, so the arrow keys scroll
 * it (WCAG 2.1.1).
 */
export function TableScroll(props: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer
      minWidth={props.minWidth}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': props.label },
      }}
    >
      {props.children}
    </Table.ScrollContainer>
  );
}
