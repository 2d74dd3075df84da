import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslateMessage } from '@/app/i18n/translate-message';

/**
 * One full-width table row with a centred message: loading, empty or error text of a list. A
 * plain string may be the API's English message and is shown through the messages catalogue.
 */
export function TableMessageRow(props: { colSpan: number; children: ReactNode }) {
  const tm = useTranslateMessage();
  return (
    <Table.Tr>
      <Table.Td colSpan={props.colSpan}>
        <Text c="dimmed" ta="center" py="lg" size="sm">
          {typeof props.children === 'string' ? tm(props.children) : props.children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
