import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MembershipInvitation } from '@sitehours/contract/schemas';
import { useSession } from '@/app/session/session-context';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { useAnswerInvitation, type InvitationAnswer } from './api/companies';

type Outcome = { ok: boolean; text: string };

/**
 * The companies that added the person to their staff, above every screen until answered:
 * "<Company> added you to its staff", Accept or Decline. The outcome shows in its place (not in
 * a notice over the header, whose user menu it points to), and the profile is read again: an
 * accepted company joins the user menu's switcher.
 */
export function Invitations() {
  const { t } = useTranslation('companies');
  const session = useSession();
  const answer = useAnswerInvitation();
  const pending = answer.isPending ? answer.variables : null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const section = useRef<HTMLDivElement>(null);
  // The buttons pressed may be gone: the focus goes to the outcome's place.
  useEffect(() => {
    if (outcome) section.current?.focus();
  }, [outcome]);
  if (!session.invitations.length && !outcome) return null;

  const respond = (invitation: MembershipInvitation, kind: InvitationAnswer) => {
    if (answer.isPending) return;
    const company = invitation.companyName;
    setOutcome(null);
    answer.mutate(
      { invitation, answer: kind },
      {
        onSuccess: () => {
          setOutcome({
            ok: true,
            text:
              kind === 'accept'
                ? t('invitations.accepted', { company })
                : t('invitations.declined', { company }),
          });
          // The profile names the companies now: the answered invitation goes away.
          void session.refreshProfile().catch(() => undefined);
        },
        onError: () => setOutcome({ ok: false, text: t('invitations.failed', { company }) }),
      },
    );
  };

  return (
    <Stack
      component="section"
      ref={section}
      tabIndex={-1}
      aria-label={t('invitations.label')}
      gap="xs"
      mb="md"
      style={{ outline: 'none' }}
    >
      {outcome?.ok ? (
        <SuccessAlert onClose={() => setOutcome(null)}>{outcome.text}</SuccessAlert>
      ) : null}
      {outcome && !outcome.ok ? (
        <ErrorAlert onClose={() => setOutcome(null)}>{outcome.text}</ErrorAlert>
      ) : null}
      {session.invitations.map((invitation) => {
        const company = invitation.companyName;
        const busy = (kind: InvitationAnswer) =>
          pending?.invitation.membershipId === invitation.membershipId && pending.answer === kind;
        return (
          <Alert
            key={invitation.membershipId}
            // Shown on every screen until answered: not an alert announced at each visit.
            role="note"
            color="blue"
            variant="light"
            icon={<IconBuildingSkyscraper size={18} aria-hidden />}
          >
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('invitations.added', { company })}
              </Text>
              <Group gap="xs" wrap="wrap">
                <Button
                  size="xs"
                  onClick={() => respond(invitation, 'accept')}
                  loading={busy('accept')}
                  aria-label={t('invitations.acceptLabel', { company })}
                >
                  {t('invitations.accept')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => respond(invitation, 'decline')}
                  loading={busy('decline')}
                  aria-label={t('invitations.declineLabel', { company })}
                >
                  {t('invitations.decline')}
                </Button>
              </Group>
            </Group>
          </Alert>
        );
      })}
    </Stack>
  );
}
