import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyRequest, CreatedApiKey } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';

/** The company's API keys: the list, creating one and revoking one. */
export const apiKeyKeys = { all: ['api-keys'] as const };

export const useApiKeys = () =>
  useQuery({ queryKey: apiKeyKeys.all, queryFn: () => api.get<ApiKey[]>('api-keys') });

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyRequest) => api.post<CreatedApiKey>('api-keys', body),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ApiKey>(`api-keys/${encodeURIComponent(id)}/revoke`),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
