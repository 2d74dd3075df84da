import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MembershipInvitation } from '@sitehours/contract/schemas';
import { useSession } from '@/app/session/session-context';
import { focusUserMenuButtonIfLost } from '@/app/shell/user-menu-focus';
import { useAnswerInvitation, type InvitationAnswer } from './api/companies';

const ANSWERED_NOTICE_MS = 8000;

/**
 * The companies that added the person to their staff, above every screen until answered:
 * "<Company> added you to its staff", Accept or Decline. The answer is said in a notice, and the
 * profile is read again (an accepted company joins the user menu's switcher).
 */
export function Invitations() {
  const { t } = useTranslation('companies');
  const session = useSession();
  const answer = useAnswerInvitation();
  const pending = answer.isPending ? answer.variables : null;

  const respond = (invitation: MembershipInvitation, kind: InvitationAnswer) => {
    if (answer.isPending) return;
    const company = invitation.companyName;
    answer.mutate(
      { invitation, answer: kind },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            role: 'status',
            message:
              kind === 'accept'
                ? t('invitations.accepted', { company })
                : t('invitations.declined', { company }),
            autoClose: ANSWERED_NOTICE_MS,
          });
          // The profile names the companies now: the answered invitation goes away.
          void session
            .refreshProfile()
            .catch(() => undefined)
            .then(() => requestAnimationFrame(focusUserMenuButtonIfLost));
        },
        onError: () => {
          notifications.show({
            color: 'red',
            message: t('invitations.failed', { company }),
            autoClose: false,
          });
        },
      },
    );
  };

  return (
    <Stack component="section" aria-label={t('invitations.label')} gap="xs" mb="md">
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
