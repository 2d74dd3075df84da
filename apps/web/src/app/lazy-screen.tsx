import { Center, Loader } from '@mantine/core';
import { Suspense, type ComponentType } from 'react';
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

const downloads = new Map<ScreenRoute, ReturnType<typeof loadedOnce<Loaded>>>();

/** A screen's code and, beside it, its texts: downloaded once, on first visit or ahead of it. */
function download(screen: ScreenRoute) {
  let code = downloads.get(screen);
  if (!code) {
    const { lazy, Component, texts } = screen;
    code = loadedOnce<Loaded>(async () => ({
      Page: lazy ? (await Promise.all([lazy(), loadTexts(texts)]))[0] : Component,
    }));
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
