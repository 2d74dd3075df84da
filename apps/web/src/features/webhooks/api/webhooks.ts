import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedWebhook,
  Webhook,
  WebhookDelivery,
  WebhookRequest,
  WebhookUpdate,
} from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { anyPending } from '../webhook-rules';

/** How often the delivery log is read again while a delivery is still being tried. */
const PENDING_REFRESH_MS = 3_000;

/** The company's webhooks: the list, adding, pausing and removing one, and their deliveries. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
};

const path = (id: string) => `webhooks/${encodeURIComponent(id)}`;

export const useWebhooks = () =>
  useQuery({ queryKey: webhookKeys.all, queryFn: () => api.get<Webhook[]>('webhooks') });

export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookRequest) => api.post<CreatedWebhook>('webhooks', body),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useUpdateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: string; body: WebhookUpdate }) =>
      api.put<Webhook>(path(args.id), args.body),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(path(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** A subscription's latest deliveries, read again every few seconds while one is being tried. */
export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () => api.get<WebhookDelivery[]>(`${path(id)}/deliveries`),
    refetchInterval: (query) => (anyPending(query.state.data) ? PENDING_REFRESH_MS : false),
  });

export function useResendDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { webhookId: string; deliveryId: string }) =>
      api.post<WebhookDelivery>(
        `${path(args.webhookId)}/deliveries/${encodeURIComponent(args.deliveryId)}/resend`,
      ),
    onSuccess: (_delivery, args) =>
      Promise.all([
        client.invalidateQueries({ queryKey: webhookKeys.deliveries(args.webhookId) }),
        client.invalidateQueries({ queryKey: webhookKeys.all, exact: true }),
      ]),
  });
}
