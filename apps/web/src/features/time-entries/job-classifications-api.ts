import { useQuery } from '@tanstack/react-query';
import type { WageClassification } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import type { ClassificationChoice } from './classification-rules';

/**
 * A job's active classifications (decision 0028), for the entry form and the day list: empty
 * for a job that is not public works. Kept apart from `time-entry-api.ts` so that only the day
 * modal and the form download it, not the timesheet. Under 'jobs', so a change of the wage
 * determination on Jobs Management refreshes it.
 */
export const jobClassificationKeys = {
  of: (jobId: string) => ['jobs', 'entry-classifications', jobId] as const,
};

const toChoice = ({ id, name, isOperator }: WageClassification): ClassificationChoice => ({
  id,
  name,
  isOperator,
});

/** `jobId` null waits: nothing is asked before a job is chosen. */
export const useJobClassifications = (jobId: string | null) =>
  useQuery({
    queryKey: jobClassificationKeys.of(jobId ?? ''),
    queryFn: async () =>
      (
        await api.get<WageClassification[]>(
          `jobs/${encodeURIComponent(jobId ?? '')}/classifications`,
        )
      ).map(toChoice),
    enabled: Boolean(jobId),
  });
