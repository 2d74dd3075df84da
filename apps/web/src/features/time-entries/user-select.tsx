import { NativeSelect, Text, type MantineSize } from '@mantine/core';
import { TIME_ENTRY_MESSAGES } from '@sitehours/contract/messages';
import { ErrorAlert } from '@/components/feedback-alerts';
import { userLabel } from './entry-records';
import { useCompanyUsers } from './time-entry-api';
import { useEntryText } from './use-entry-text';
import classes from './time-entry.module.css';

/**
 * The admin/manager user selector (company spec §2.3, §6): whose entries are shown and for whom
 * new ones are recorded. Standard users never see it.
 */
export function UserSelect(props: {
  value: string | null;
  onChange: (userId: string) => void;
  /** The signed-in user's own id, marked '(me)'; empty for a global admin in a support session. */
  selfId: string;
  size?: MantineSize;
  label?: string;
}) {
  const users = useCompanyUsers(true);
  const { t, tm } = useEntryText();
  const list = users.data ?? [];
  const data = list.map((u) => ({
    value: u.id,
    label: u.id === props.selfId ? t('users.me', { name: userLabel(u) }) : userLabel(u),
  }));
  const known = props.value !== null && data.some((o) => o.value === props.value);

  if (users.isError) {
    return (
      <ErrorAlert onRetry={() => void users.refetch()} retrying={users.isFetching}>
        {tm(TIME_ENTRY_MESSAGES.loadUsersFailed)}
      </ErrorAlert>
    );
  }
  return (
    <div>
      <NativeSelect
        label={props.label ?? t('users.label')}
        size={props.size}
        classNames={{ input: `${classes.field} ${classes.touch}` }}
        disabled={users.isPending || data.length === 0}
        data={[
          ...(known
            ? []
            : [
                {
                  value: '',
                  label: users.isPending ? t('users.loading') : t('users.select'),
                },
              ]),
          ...data,
        ]}
        value={known ? (props.value ?? '') : ''}
        onChange={(e) => {
          if (e.currentTarget.value) props.onChange(e.currentTarget.value);
        }}
      />
      {users.isSuccess && data.length === 0 ? (
        <Text size="sm" className={classes.muted} role="note">
          {tm(TIME_ENTRY_MESSAGES.noUsers)}
        </Text>
      ) : null}
    </div>
  );
}

/** The selected user's hourly rate when the list carries it (admins see pay; managers do not). */
export function useSelectedUserRate(userId: string | null, canList: boolean): number | null {
  const users = useCompanyUsers(canList && userId !== null);
  return users.data?.find((u) => u.id === userId)?.hourlyRate ?? null;
}
