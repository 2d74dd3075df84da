import type { Language } from '@sitehours/contract';
import { mailTexts, type MailTexts } from './mail-i18n';
import type { OutgoingMail } from './outbox';

/**
 * The emails, in the recipient's language (`recipientLanguage` in mail-i18n: their choice, else
 * their company's default, else English). The texts are in locales/<language>.json.
 */
type Mail = Omit<OutgoingMail, 'tenantId'>;

const greeting = ({ t }: MailTexts, firstName: string) =>
  firstName ? t('greeting', { firstName }) : t('greetingNoName');

export function passwordResetMail(input: {
  to: string;
  firstName: string;
  companyName: string;
  resetUrl: string;
  language?: Language;
}): Mail {
  const texts = mailTexts(input.language);
  const { t } = texts;
  const { companyName } = input;
  return {
    to: input.to,
    subject: t('passwordReset.subject', { companyName }),
    text: [
      greeting(texts, input.firstName),
      '',
      t('passwordReset.intro', { companyName }),
      '',
      input.resetUrl,
      '',
      t('passwordReset.ignore'),
      '',
      t('signatureCompany', { companyName }),
    ].join('\n'),
  };
}

export function welcomeMail(input: {
  to: string;
  firstName: string;
  companyName: string;
  setPasswordUrl: string;
  validHours: number;
  language?: Language;
}): Mail {
  const texts = mailTexts(input.language);
  const { t } = texts;
  const { companyName } = input;
  return {
    to: input.to,
    subject: t('welcome.subject', { companyName }),
    text: [
      greeting(texts, input.firstName),
      '',
      t('welcome.intro', { companyName }),
      '',
      t('choosePassword', { hours: texts.number(input.validHours) }),
      '',
      input.setPasswordUrl,
      '',
      t('welcome.signIn', { email: input.to }),
      '',
      t('signatureProduct'),
    ].join('\n'),
  };
}

export function invitationMail(input: {
  to: string;
  firstName: string;
  /** The company's name; "your company" when it is unknown. */
  companyName: string | undefined;
  setPasswordUrl: string;
  validHours: number;
  language?: Language;
}): Mail {
  const texts = mailTexts(input.language);
  const { t } = texts;
  const companyName = input.companyName ?? t('yourCompany');
  return {
    to: input.to,
    subject: t('invitation.subject', { companyName }),
    text: [
      greeting(texts, input.firstName),
      '',
      t('invitation.intro', { companyName }),
      t('choosePassword', { hours: texts.number(input.validHours) }),
      '',
      input.setPasswordUrl,
      '',
      t('invitation.signIn', { email: input.to }),
      '',
      t('signatureCompany', { companyName }),
    ].join('\n'),
  };
}

/**
 * To a person who already signs in to SiteHours and whom another company added to its staff:
 * they accept from their own sign-in (no link that signs anyone in).
 */
export function membershipInvitationMail(input: {
  to: string;
  firstName: string;
  companyName: string | undefined;
  signInUrl: string;
  language?: Language;
}): Mail {
  const texts = mailTexts(input.language);
  const { t } = texts;
  const companyName = input.companyName ?? t('yourCompany');
  return {
    to: input.to,
    subject: t('membership.subject', { companyName }),
    text: [
      greeting(texts, input.firstName),
      '',
      t('membership.intro', { companyName }),
      t('membership.accept', { email: input.to, signInUrl: input.signInUrl }),
      '',
      t('signatureCompany', { companyName }),
    ].join('\n'),
  };
}

/** To each admin of a company, at once, when a worker answers that they were injured. */
export function injuryAlertMail(input: {
  to: string;
  firstName: string;
  companyName: string;
  workerName: string;
  day: string;
  reviewUrl: string;
  language?: Language;
}): Mail {
  const texts = mailTexts(input.language);
  const { t } = texts;
  const values = {
    companyName: input.companyName,
    name: input.workerName,
    date: texts.date(new Date(`${input.day}T12:00:00Z`), 'UTC'),
  };
  return {
    to: input.to,
    subject: t('injury.subject', values),
    text: [
      greeting(texts, input.firstName),
      '',
      t('injury.intro', values),
      '',
      t('injury.act', { reviewUrl: input.reviewUrl }),
      '',
      t('signatureProduct'),
    ].join('\n'),
  };
}
