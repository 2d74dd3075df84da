import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';
import classes from './bottom-banner.module.css';

/** One of the banners at the bottom of the screen: a named region. */
export function BottomBanner(props: { label: string; children: ReactNode }) {
  return (
    <Paper
      role="region"
      aria-label={props.label}
      shadow="md"
      withBorder
      p="sm"
      radius="md"
      className={classes.banner}
    >
      {props.children}
    </Paper>
  );
}
