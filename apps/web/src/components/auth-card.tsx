import type { ReactNode } from 'react';
import { Box, Center, Paper, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@sitehours/contract';

/** Centred card used by the sign-in and password screens (and Access Denied when signed out). */
export function AuthCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Box w="100%" maw={420}>
        <Text ta="center" fw={800} fz="xl" mb="md">
          {PRODUCT_NAME}
        </Text>
        <Paper withBorder shadow="sm" p={{ base: 'lg', xs: 'xl' }} radius="md">
          <Stack gap="md">{children}</Stack>
        </Paper>
        {footer ? (
          <Text ta="center" c="dimmed" size="xs" mt="md">
            {footer}
          </Text>
        ) : null}
      </Box>
    </Center>
  );
}
