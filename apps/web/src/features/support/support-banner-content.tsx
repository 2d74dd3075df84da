import { VisuallyHidden } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGES } from '@sitehours/contract/messages';
import type { SupportSessionInfo } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { decodeHtmlEntities } from './html-entities';
import { useSupportControls } from './support-controls-context';
import { supportBannerName } from './support-rules';
import classes from './support-banner.module.css';

/** The banner's content: the company, the reason and the exit button. */
export function BannerContent({ supportSession }: { supportSession: SupportSessionInfo }) {
  const { t } = useTranslation('support');
  const tm = useTranslateMessage();
  const controls = useSupportControls();
  const name = supportBannerName(supportSession, tm(SUPPORT_MESSAGES.defaultCompanyName));
  const reason = decodeHtmlEntities(supportSession.reason ?? '').trim();
  return (
    <div className={classes.banner} role="region" aria-label={t('banner.region')}>
      <IconLifebuoy size={14} aria-hidden className={classes.icon} />
      <span className={classes.label}>{t('banner.label')}</span>
      <span className={classes.details}>
        <span className={classes.name} title={name}>
          {name}
        </span>
        {reason ? (
          <span className={classes.reason} title={reason}>
            <span aria-hidden>· </span>
            <VisuallyHidden>{t('banner.reason')} </VisuallyHidden>
            {reason}
          </span>
        ) : null}
      </span>
      <button type="button" className={classes.exit} onClick={controls.openExitDialog}>
        {t('banner.exit')}
      </button>
    </div>
  );
}
