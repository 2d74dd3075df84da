import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkerIdentity } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { identityPayload, withoutNumber, type IdentityFormValues } from '../identity-rules';

/**
 * A worker's identifying details (decision 0028), apart from the staff list's queries so that no
 * save of a user reads them again. Nothing of them is kept once the dialog closes, and the full
 * number is kept only from the admin's Show until Hide.
 */
export const identityKeys = {
  all: ['staff-identity'] as const,
  /** What is on file, without the full number. */
  onFile: (userId: string) => [...identityKeys.all, userId, 'on-file'] as const,
  /** With the full number, read when the admin asks to see it. */
  revealed: (userId: string) => [...identityKeys.all, userId, 'revealed'] as const,
};

const path = (userId: string) => `staff/${encodeURIComponent(userId)}/identity`;

/** What is on file; `reveal` asks for the full number too (the server records each reveal). */
export const getWorkerIdentity = (userId: string, reveal = false) =>
  api.get<WorkerIdentity>(reveal ? `${path(userId)}?reveal=true` : path(userId));

export const saveWorkerIdentity = ({
  userId,
  values,
}: {
  userId: string;
  values: IdentityFormValues;
}) => api.put<WorkerIdentity>(path(userId), identityPayload(values));

const FORGET_AT_ONCE = { staleTime: 0, gcTime: 0 } as const;

export const useIdentityOnFile = (userId: string) =>
  useQuery({
    queryKey: identityKeys.onFile(userId),
    queryFn: async () => withoutNumber(await getWorkerIdentity(userId)),
    ...FORGET_AT_ONCE,
  });

export const useRevealedIdentity = (userId: string, shown: boolean) =>
  useQuery({
    queryKey: identityKeys.revealed(userId),
    queryFn: () => getWorkerIdentity(userId, true),
    enabled: shown,
    ...FORGET_AT_ONCE,
  });

export function useSaveWorkerIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkerIdentity,
    onSuccess: (saved, { userId }) => {
      queryClient.setQueryData(identityKeys.onFile(userId), withoutNumber(saved));
      queryClient.removeQueries({ queryKey: identityKeys.revealed(userId) });
    },
  });
}
