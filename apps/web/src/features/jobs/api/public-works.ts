import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/app/api-client';
import type {
  PublicWorksJob,
  PublicWorksJobList,
  PublicWorksRequest,
  PublicWorksSettings,
  WageClassification,
  WageClassificationRequest,
} from '@sitehours/contract/schemas';
import { withSavedClassification, withWorkerClassification } from '../public-works-rules';

/**
 * A job's public-works side (decision 0028): its prevailing-wage settings, the wage
 * determination's classifications and each worker's default classification. Every change
 * refreshes all of it, and the list of public-works jobs behind the Jobs list's badges.
 */
export const publicWorksKeys = {
  all: ['public-works'] as const,
  jobs: () => [...publicWorksKeys.all, 'jobs'] as const,
  ofJob: (jobId: string) => [...publicWorksKeys.all, 'job', jobId] as const,
};

const path = (id: string) => encodeURIComponent(id);

export const getPublicWorksJobs = () => api.get<PublicWorksJobList>('public-works-jobs');

export const getPublicWorksJob = (jobId: string) =>
  api.get<PublicWorksJob>(`jobs/${path(jobId)}/public-works`);

export const savePublicWorks = ({ jobId, body }: { jobId: string; body: PublicWorksRequest }) =>
  api.put<PublicWorksSettings>(`jobs/${path(jobId)}/public-works`, body);

/** Refused (409) once the job has a signed certified payroll. */
export const removePublicWorks = (jobId: string) =>
  api.delete<unknown>(`jobs/${path(jobId)}/public-works`);

export const saveClassification = ({
  jobId,
  id,
  body,
}: {
  jobId: string;
  /** null adds a classification to the job. */
  id: string | null;
  body: WageClassificationRequest;
}) =>
  id
    ? api.put<WageClassification>(`classifications/${path(id)}`, body)
    : api.post<WageClassification>(`jobs/${path(jobId)}/classifications`, body);

export const setWorkerClassification = ({
  jobId,
  userId,
  classificationId,
}: {
  jobId: string;
  userId: string;
  classificationId: string | null;
}) =>
  api.put<unknown>(`jobs/${path(jobId)}/worker-classifications/${path(userId)}`, {
    classificationId,
  });

export const publicWorksJobsQueryOptions = () =>
  queryOptions({ queryKey: publicWorksKeys.jobs(), queryFn: getPublicWorksJobs });

export const publicWorksJobQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: publicWorksKeys.ofJob(jobId), queryFn: () => getPublicWorksJob(jobId) });

export const usePublicWorksJobs = () => useQuery(publicWorksJobsQueryOptions());

/** Read fresh each time the panel opens: another admin may have changed it meanwhile. */
export const usePublicWorksJob = (jobId: string) =>
  useQuery({ ...publicWorksJobQueryOptions(jobId), staleTime: 0 });

/** The job's data changed as the save says at once; everything read again behind it. */
function useSaved(jobId: string) {
  const queryClient = useQueryClient();
  return (change: (job: PublicWorksJob) => PublicWorksJob) => {
    queryClient.setQueryData<PublicWorksJob>(publicWorksKeys.ofJob(jobId), (job) =>
      job ? change(job) : job,
    );
    void queryClient.invalidateQueries({ queryKey: publicWorksKeys.all });
  };
}

export function useSavePublicWorks(jobId: string) {
  const saved = useSaved(jobId);
  return useMutation({
    mutationFn: (body: PublicWorksRequest) => savePublicWorks({ jobId, body }),
    onSuccess: (settings) => saved((job) => ({ ...job, settings })),
  });
}

export function useRemovePublicWorks(jobId: string) {
  const saved = useSaved(jobId);
  return useMutation({
    mutationFn: () => removePublicWorks(jobId),
    onSuccess: () => saved((job) => ({ ...job, settings: null })),
  });
}

export function useSaveClassification(jobId: string) {
  const saved = useSaved(jobId);
  return useMutation({
    mutationFn: (input: { id: string | null; body: WageClassificationRequest }) =>
      saveClassification({ jobId, ...input }),
    onSuccess: (classification) => saved((job) => withSavedClassification(job, classification)),
  });
}

/** One per worker's row, so that each row shows its own saving and outcome. */
export function useSetWorkerClassification(jobId: string) {
  const saved = useSaved(jobId);
  return useMutation({
    mutationFn: (input: { userId: string; classificationId: string | null }) =>
      setWorkerClassification({ jobId, ...input }),
    onSuccess: (_, input) =>
      saved((job) => withWorkerClassification(job, input.userId, input.classificationId)),
  });
}
