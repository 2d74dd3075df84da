import type { ReactNode } from 'react';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConnectivityBanner } from '@/features/time-entries';
import type { ShellBanner } from './shell-layout';
import classes from './shell.module.css';

/**
 * The fixed bars stacked above the top bar (28 px each). The support banner itself belongs to the
 * support-session feature and is passed in.
 */
export function ShellBanners({
  banners,
  supportBanner,
}: {
  banners: readonly ShellBanner[];
  supportBanner?: ReactNode;
}) {
  const { t } = useTranslation();
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
                {t('shell.staging')}
              </div>
            );
          case 'support':
            return <div key={banner}>{supportBanner}</div>;
          case 'connectivity':
            return <ConnectivityBanner key={banner} className={classes.banner} />;
        }
      })}
    </>
  );
}
