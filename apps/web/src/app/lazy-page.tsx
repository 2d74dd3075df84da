import { Center, Loader } from '@mantine/core';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts } from './i18n/i18n';
import { loadedOnce } from './loaded-once';
import type { Namespace } from './i18n/namespaces';

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
 * (its code and, beside it, its texts: `texts`), a centred spinner holds its place inside the
 * shell (`Loading`: the spinner of a screen outside the shell).
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  {
    Loading = PageLoader,
    texts = [],
  }: { Loading?: ComponentType; texts?: readonly Namespace[] } = {},
): ComponentType & { preload: () => Promise<unknown> } {
  const code = loadedOnce<Record<K, ComponentType>>(
    async () => (await Promise.all([load(), loadTexts(texts)]))[0],
  );
  function Page() {
    const Screen: ComponentType = code.useResult()[name];
    return <Screen />;
  }
  function LazyPage() {
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  // Starts the downloads ahead of the first render (each is fetched once either way).
  LazyPage.preload = code.load;
  return LazyPage;
}
