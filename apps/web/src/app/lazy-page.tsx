import { Center, Loader } from '@mantine/core';
import { Suspense, lazy, type ComponentType } from 'react';

/**
 * A screen loaded on first visit, so each route downloads only its own code. While it loads,
 * a centred spinner holds its place inside the shell.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({
    default: (await load())[name],
  }));
  function LazyPage() {
    return (
      <Suspense
        fallback={
          <Center py="xl" role="status" aria-label="Loading">
            <Loader />
          </Center>
        }
      >
        <Page />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}
