export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

function initialOf(value: string | null | undefined): string {
  const first = Array.from(value?.trim() ?? '')[0];
  return first ? first.toUpperCase() : '';
}

/** First and last initials, else the first-name initial, else the email initial, else '?'. */
export function avatarInitials(person: PersonName): string {
  const first = initialOf(person.firstName);
  const last = initialOf(person.lastName);
  if (first && last) return first + last;
  if (first) return first;
  return initialOf(person.email) || '?';
}

/** Full name, or the email when there is no name. */
export function displayName(person: PersonName): string {
  const full = [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(' ');
  return full || person.email?.trim() || '';
}
