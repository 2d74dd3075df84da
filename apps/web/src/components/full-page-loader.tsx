import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Spinner shown while the session (or a whole screen) loads. */
export function FullPageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Loader />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
