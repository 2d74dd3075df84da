import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';

/** One full-width table row with a centred message: loading, empty or error text of a list. */
export function TableMessageRow(props: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={props.colSpan}>
        <Text c="dimmed" ta="center" py="lg" size="sm">
          {props.children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
