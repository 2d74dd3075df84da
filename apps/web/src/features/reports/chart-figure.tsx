import { useId, type ReactNode } from 'react';
import { Paper, Title, VisuallyHidden } from '@mantine/core';

/**
 * A chart in a figure named by its heading, with a summary for screen readers (the table of the
 * tab holds the same numbers).
 */
export function ChartFigure(props: { title: string; summary: string; children: ReactNode }) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <Paper
      withBorder
      p="md"
      component="figure"
      m={0}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
    >
      <Title order={2} size="h4" mb="sm" id={titleId}>
        {props.title}
      </Title>
      <VisuallyHidden id={summaryId}>{props.summary}</VisuallyHidden>
      {props.children}
    </Paper>
  );
}
