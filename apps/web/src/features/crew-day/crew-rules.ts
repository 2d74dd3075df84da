import { schemaResolver } from '@mantine/form';
import { mayLeadCrews } from '@sitehours/contract/rules';
import { crewRequest, type Crew, type CrewRequest } from '@sitehours/contract/schemas';

/** Pure rules of the crews screen (admins) and the sign-off dialog. */

export interface CrewFormValues {
  name: string;
  /** '' for none. */
  defaultJobId: string;
  memberIds: string[];
  leadIds: string[];
}

export const EMPTY_CREW_FORM: CrewFormValues = {
  name: '',
  defaultJobId: '',
  memberIds: [],
  leadIds: [],
};

export function crewFormValues(crew: Crew | null): CrewFormValues {
  if (!crew) return EMPTY_CREW_FORM;
  return {
    name: crew.name,
    defaultJobId: crew.defaultJobId ?? '',
    memberIds: crew.members.map((m) => m.userId),
    leadIds: crew.members.filter((m) => m.isLead).map((m) => m.userId),
  };
}

/** The body of POST and PUT /api/crews: leads are members marked as such. */
export function crewPayload(values: CrewFormValues, isActive = true): CrewRequest {
  return {
    name: values.name.trim(),
    defaultJobId: values.defaultJobId || null,
    isActive,
    members: values.memberIds.map((userId) => ({
      userId,
      isLead: values.leadIds.includes(userId),
    })),
  };
}

/** The body that changes only a crew's active state (everything else as it is). */
export function crewStatusPayload(crew: Crew, isActive: boolean): CrewRequest {
  return crewPayload(crewFormValues(crew), isActive);
}

const checkCrew = schemaResolver(crewRequest, { sync: true });

/** The contract's request checks, on the form's own fields. */
export function crewFormErrors(values: CrewFormValues): Partial<Record<string, string>> {
  const errors = checkCrew(crewPayload(values));
  const out: Partial<Record<string, string>> = {};
  for (const [path, msg] of Object.entries(errors)) {
    if (typeof msg !== 'string') continue;
    if (path === 'name') out.name = msg;
    else if (path === 'defaultJobId') out.defaultJobId = msg;
    else out.memberIds = msg;
  }
  return out;
}

/** A person of the staff list, as the crews screen needs them. */
export interface StaffOption {
  id: string;
  name: string;
  roles: readonly string[];
  crewLead: boolean;
  isActive: boolean;
}

/** Who may be chosen to lead: managers, admins, and workers with the crew-lead permission. */
export const mayLead = (person: Pick<StaffOption, 'roles' | 'crewLead'>) =>
  mayLeadCrews(person.roles, person.crewLead);

/** Leads kept only among the members (removing a member removes their lead mark). */
export const leadsAmong = (leadIds: readonly string[], memberIds: readonly string[]) =>
  leadIds.filter((id) => memberIds.includes(id));

/** The names of a crew's leads, in its order. */
export const leadNames = (crew: Crew) => crew.members.filter((m) => m.isLead).map((m) => m.name);

/** Active crews first, then by name. */
export function sortCrews(crews: readonly Crew[]): Crew[] {
  return [...crews].sort(
    (a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name),
  );
}

/** The answers of the end-of-day questions: every question answered yes or no. */
export function allAnswered(
  questions: readonly { id: string }[],
  answers: Readonly<Record<string, boolean | undefined>>,
): boolean {
  return questions.every((q) => typeof answers[q.id] === 'boolean');
}

/** A PIN typed: digits only, at most 6. */
export const pinInput = (value: string) => value.replace(/\D/g, '').slice(0, 6);
