import { VisuallyHidden } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useSession } from '../../app/session/session-context';
import { decodeHtmlEntities } from './html-entities';
import { useSupportControls } from './support-controls-context';
import { supportBannerName } from './support-rules';
import classes from './support-banner.module.css';

/**
 * The red fixed bar of a support session (platform spec §2 "Support banner"): the company (or
 * tenant), the reason with HTML entities decoded, and Exit Support Mode. 28 px high; the shell
 * adds it to its offsets.
 */
export function SupportBanner() {
  const { supportSession } = useSession();
  const controls = useSupportControls();
  if (!supportSession) return null;
  const name = supportBannerName(supportSession);
  const reason = decodeHtmlEntities(supportSession.reason ?? '').trim();
  return (
    <div className={classes.banner} role="region" aria-label="Support mode">
      <IconLifebuoy size={14} aria-hidden className={classes.icon} />
      <span className={classes.label}>SUPPORT MODE</span>
      <span className={classes.details}>
        <span className={classes.name} title={name}>
          {name}
        </span>
        {reason ? (
          <span className={classes.reason} title={reason}>
            <span aria-hidden>· </span>
            <VisuallyHidden>Reason: </VisuallyHidden>
            {reason}
          </span>
        ) : null}
      </span>
      <button type="button" className={classes.exit} onClick={controls.openExitDialog}>
        Exit Support Mode
      </button>
    </div>
  );
}
