import type { EntryFormValues } from './entry-form-rules';
import type { EntryRecord } from './entry-records';

/**
 * The classification of a public-works job's wage determination an entry's hours were worked in
 * (decision 0028), and the equipment run in an operator classification. Separate from the work
 * type and the WC code: the certified payroll pays each classification at its own rate.
 */

/** What the entry form and the day list read of a job's classification. */
export interface ClassificationChoice {
  id: string;
  name: string;
  isOperator: boolean;
}

/**
 * The Classification select's options; the edited entry keeps its own classification (on the
 * same job) even if it was retired since, under `currentLabel`.
 */
export function classificationOptions(
  choices: readonly ClassificationChoice[],
  kept: { jobId: string; classificationId: string; currentLabel: string } | null,
  jobId: string,
): { value: string; label: string }[] {
  const options = choices.map((c) => ({ value: c.id, label: c.name }));
  if (
    kept?.classificationId &&
    kept.jobId === jobId &&
    !options.some((o) => o.value === kept.classificationId)
  )
    options.push({ value: kept.classificationId, label: kept.currentLabel });
  return options;
}

/** Whether the equipment is asked for: only in an operator classification. */
export const asksEquipment = (
  choices: readonly ClassificationChoice[],
  classificationId: string,
): boolean => choices.some((c) => c.id === classificationId && c.isOperator);

/** The form after choosing a classification: equipment is kept only where it is asked for. */
export function withClassification(
  values: Pick<EntryFormValues, 'classificationId' | 'equipment'>,
  classificationId: string,
  choices: readonly ClassificationChoice[],
): Pick<EntryFormValues, 'classificationId' | 'equipment'> {
  return {
    classificationId,
    equipment: asksEquipment(choices, classificationId) ? values.equipment : '',
  };
}

/**
 * What an entry card says of its classification: its name when the job's list has it, and the
 * equipment; null for an entry without one.
 */
export function entryClassification(
  entry: Pick<EntryRecord, 'isPto' | 'classificationId' | 'equipment'>,
  choices: readonly ClassificationChoice[] | undefined,
): { name: string | null; equipment: string | null } | null {
  if (entry.isPto || !entry.classificationId) return null;
  const name = choices?.find((c) => c.id === entry.classificationId)?.name ?? null;
  const equipment = entry.equipment?.trim() || null;
  return name || equipment ? { name, equipment } : null;
}
