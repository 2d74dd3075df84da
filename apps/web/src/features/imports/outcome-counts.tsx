import { useTranslation } from 'react-i18next';
import type { ImportOutcome, ImportSummary } from '@sitehours/contract/schemas';
import { useFormat } from '@/app/i18n/format';
import classes from './imports.module.css';

const OUTCOMES: readonly ImportOutcome[] = ['create', 'update', 'unchanged', 'error'];

/**
 * The rows of each outcome: what the preview expects (to create, to update…) or, once applied,
 * what the import did (created, updated…).
 */
export function OutcomeCounts(props: {
  counts: ImportSummary['counts'];
  tense: 'preview' | 'result';
}) {
  const { t } = useTranslation('imports');
  const { number } = useFormat();
  return (
    <dl className={classes.counts}>
      {OUTCOMES.map((outcome) => (
        <div key={outcome} className={classes.count}>
          <dt>{t(`counts.${props.tense}.${outcome}`)}</dt>
          <dd>{number(props.counts[outcome], 0)}</dd>
        </div>
      ))}
    </dl>
  );
}
