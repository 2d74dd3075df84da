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
