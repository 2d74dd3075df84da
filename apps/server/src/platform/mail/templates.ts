import type { OutgoingMail } from './outbox';

export function passwordResetMail(input: {
  to: string;
  firstName: string;
  companyName: string;
  resetUrl: string;
}): Omit<OutgoingMail, 'tenantId'> {
  return {
    to: input.to,
    subject: `${input.companyName}: reset your SiteHours password`,
    text: [
      `Hello ${input.firstName || 'there'},`,
      '',
      `Someone asked to reset the password of your ${input.companyName} account on SiteHours.`,
      'Open this link within one hour to choose a new password:',
      '',
      input.resetUrl,
      '',
      'If you did not ask for this, you can ignore this message; your password stays as it is.',
      '',
      `${input.companyName} via SiteHours`,
    ].join('\n'),
  };
}

export function welcomeMail(input: {
  to: string;
  firstName: string;
  companyName: string;
  setPasswordUrl: string;
  validHours: number;
}): Omit<OutgoingMail, 'tenantId'> {
  return {
    to: input.to,
    subject: `Welcome to SiteHours, ${input.companyName}`,
    text: [
      `Hello ${input.firstName || 'there'},`,
      '',
      `An account has been created for you as the administrator of ${input.companyName} on SiteHours,`,
      'where your crew records hours on jobs and you approve them and run weekly reports.',
      '',
      `Choose your password within ${input.validHours} hours with this link:`,
      '',
      input.setPasswordUrl,
      '',
      `Then sign in with this address (${input.to}). If the link has run out, use`,
      '"Forgot your password?" on the sign-in page, or ask us to send a new welcome email.',
      '',
      'SiteHours',
    ].join('\n'),
  };
}

export function invitationMail(input: {
  to: string;
  firstName: string;
  companyName: string;
  setPasswordUrl: string;
  validHours: number;
}): Omit<OutgoingMail, 'tenantId'> {
  return {
    to: input.to,
    subject: `${input.companyName} invited you to SiteHours`,
    text: [
      `Hello ${input.firstName || 'there'},`,
      '',
      `${input.companyName} uses SiteHours to record hours on jobs, and has added you to its crew.`,
      `Choose your password within ${input.validHours} hours with this link:`,
      '',
      input.setPasswordUrl,
      '',
      `Then sign in with this address (${input.to}) on your phone or computer.`,
      '',
      `${input.companyName} via SiteHours`,
    ].join('\n'),
  };
}
