import { Center, Loader } from '@mantine/core';
import { Suspense, lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('loading.page')}>
      <Loader />
    </Center>
  );
}

/**
 * A screen loaded on first visit, so each route downloads only its own code. While it loads
 * (its code and its texts), a centred spinner holds its place inside the shell.
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
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}
