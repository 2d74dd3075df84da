import { IconFlask } from '@tabler/icons-react';
import type { ShellBanner } from './shell-layout';
import classes from './shell.module.css';

/** The fixed bars stacked above the top bar (28 px each). The support banner comes later. */
export function ShellBanners({ banners }: { banners: readonly ShellBanner[] }) {
  return (
    <>
      {banners.map((banner) => {
        switch (banner) {
          case 'staging':
            return (
              <div
                key={banner}
                className={`${classes.banner} ${classes.stagingBanner}`}
                role="note"
              >
                <IconFlask size={14} aria-hidden />
                STAGING ENVIRONMENT
              </div>
            );
          case 'support':
            return null; // rendered by the support-session feature once it exists
        }
      })}
    </>
  );
}
