import { useMutation } from '@tanstack/react-query';
import { api } from '@/app/api-client';
import type { MembershipInvitation } from '@sitehours/contract/schemas';

/** A person's answers to the companies that added them to their staff (204, no body). */

export type InvitationAnswer = 'accept' | 'decline';

export const answerInvitation = ({
  invitation,
  answer,
}: {
  invitation: MembershipInvitation;
  answer: InvitationAnswer;
}) => api.post<void>(`auth/invitations/${encodeURIComponent(invitation.membershipId)}/${answer}`);

export function useAnswerInvitation() {
  return useMutation({ mutationFn: answerInvitation });
}
