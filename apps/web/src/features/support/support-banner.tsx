import { Suspense, lazy } from 'react';
import { useSession } from '@/app/session/session-context';
import classes from './support-banner.module.css';

// Only support sessions show it: its code comes with its texts, in the session's first screen.
const BannerContent = lazy(async () => ({
  default: (await import('./support-banner-content')).BannerContent,
}));

/**
 * The red fixed bar of a support session (platform spec §2 "Support banner"): the company (or
 * tenant), the reason with HTML entities decoded, and Exit Support Mode. 28 px high; the shell
 * adds it to its offsets.
 */
export function SupportBanner() {
  const { supportSession } = useSession();
  if (!supportSession) return null;
  // The bar keeps its place while its code and texts load with the first support screen.
  return (
    <Suspense fallback={<div className={classes.banner} />}>
      <BannerContent supportSession={supportSession} />
    </Suspense>
  );
}
