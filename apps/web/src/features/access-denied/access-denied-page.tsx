import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MESSAGES } from '@sitehours/contract';

/** Access Denied (company spec §2): shown for a deep link to an area the role never reaches. */
export function AccessDeniedContent() {
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={520} mx="auto">
      <ThemeIcon size={56} radius="xl" color="red" variant="light">
        <IconLock size={30} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h2">
        Access Denied
      </Title>
      <Text c="dimmed">{MESSAGES.accessDenied}</Text>
      <Button component={Link} to="/">
        Return to Home
      </Button>
    </Stack>
  );
}
