import { Paper, Text } from '@mantine/core';
import { PageHeader } from './page-header';

/**
 * A titled page for a screen that another issue builds; it lets the route and its guard work
 * now. Replace the feature's page component when the screen is built.
 */
export function PlaceholderPage({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Paper withBorder p="lg">
        <Text c="dimmed">This screen is coming soon.</Text>
      </Paper>
    </>
  );
}
