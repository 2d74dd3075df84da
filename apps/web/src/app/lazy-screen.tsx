import { Center, Loader } from '@mantine/core';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/full-page-loader';
import { loadTexts } from './i18n/i18n';
import { loadedOnce } from './loaded-once';
import { isInShell, type ScreenRoute } from './route-table';

function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('loading.page')}>
      <Loader />
    </Center>
  );
}

type Loaded = { Page: ComponentType };

/** A screen outside the shell, inside the query cache's provider. */
function withQueries(Provider: ComponentType<{ children: ReactNode }>, Page: ComponentType) {
  return function WithQueries() {
    return (
      <Provider>
        <Page />
      </Provider>
    );
  };
}

const downloads = new Map<ScreenRoute, ReturnType<typeof loadedOnce<Loaded>>>();

/** A screen's code and, beside it, its texts: downloaded once, on first visit or ahead of it. */
function download(screen: ScreenRoute) {
  let code = downloads.get(screen);
  if (!code) {
    const { lazy, Component, texts } = screen;
    code = loadedOnce<Loaded>(async () => {
      if (!lazy) return { Page: Component };
      // The shell gives its screens the query cache; a screen outside it brings the cache's
      // code beside its own.
      const [Page, , queries] = await Promise.all([
        lazy(),
        loadTexts(texts),
        isInShell(screen) ? null : import('./query-provider'),
      ]);
      return { Page: queries ? withQueries(queries.QueryProvider, Page) : Page };
    });
    downloads.set(screen, code);
  }
  return code;
}

/** Starts a screen's downloads ahead of its first render (each is fetched once either way). */
export const preloadScreen = (screen: ScreenRoute): Promise<unknown> => download(screen).load();

function Screen({ screen }: { screen: ScreenRoute }) {
  const { Page } = download(screen).useResult();
  return <Page />;
}

/**
 * A screen of the route table. One in the first download renders at once; the others load on
 * first visit, so each route downloads only its own code, and meanwhile a spinner holds their
 * place (inside the shell, or the whole page outside it). Code already downloaded renders
 * without suspending (loaded-once.ts).
 */
export function LazyScreen({ screen }: { screen: ScreenRoute }) {
  if (screen.Component) return <screen.Component />;
  return (
    <Suspense fallback={isInShell(screen) ? <PageLoader /> : <FullPageLoader />}>
      <Screen screen={screen} />
    </Suspense>
  );
}
