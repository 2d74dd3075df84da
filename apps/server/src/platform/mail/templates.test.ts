import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sitehours/contract';
import { MAIL_CATALOGUES, mailTexts, recipientLanguage } from './mail-i18n';
import { invitationMail, passwordResetMail, welcomeMail } from './templates';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the mail catalogues', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the English keys', (language) => {
    expect(Object.keys(MAIL_CATALOGUES[language]).sort()).toEqual(
      Object.keys(MAIL_CATALOGUES.en).sort(),
    );
  });

  it.each(LANGUAGES)(
    '%s keeps the placeholders of every text and leaves none empty',
    (language) => {
      const wrong = Object.entries(MAIL_CATALOGUES[language]).filter(
        ([key, text]) =>
          !text.trim() ||
          placeholders(text).join() !== placeholders(MAIL_CATALOGUES.en[key]!).join(),
      );
      expect(wrong.map(([key]) => key)).toEqual([]);
    },
  );
});

describe('the language of a recipient', () => {
  it('is their own choice, else their company default, else English', () => {
    expect(recipientLanguage('es', 'en')).toBe('es');
    expect(recipientLanguage('en', 'es')).toBe('en');
    expect(recipientLanguage(null, 'es')).toBe('es');
    expect(recipientLanguage(undefined, undefined)).toBe('en');
    expect(recipientLanguage('fr', null)).toBe('en');
  });

  it('writes numbers and dates with the language locale', () => {
    const day = new Date(Date.UTC(2026, 6, 4, 12));
    expect(mailTexts('en').number(1234.5)).toBe('1,234.5');
    expect(mailTexts('es').number(1234.5)).toBe('1,234.5'); // es-US
    expect(mailTexts('en').date(day, 'UTC')).toBe('July 4, 2026');
    expect(mailTexts('es').date(day, 'UTC')).toBe('4 de julio de 2026');
  });
});

describe('the emails in English keep their wording', () => {
  it('password reset', () => {
    const mail = passwordResetMail({
      to: 'ana@acme.test',
      firstName: 'Ana',
      companyName: 'Acme Construction',
      resetUrl: 'http://localhost/reset-password/abc?email=ana%40acme.test',
    });
    expect(mail.subject).toBe('Acme Construction: reset your SiteHours password');
    expect(mail.text).toBe(
      [
        'Hello Ana,',
        '',
        'Someone asked to reset the password of your Acme Construction account on SiteHours.',
        'Open this link within one hour to choose a new password:',
        '',
        'http://localhost/reset-password/abc?email=ana%40acme.test',
        '',
        'If you did not ask for this, you can ignore this message; your password stays as it is.',
        '',
        'Acme Construction via SiteHours',
      ].join('\n'),
    );
  });

  it('welcome', () => {
    const mail = welcomeMail({
      to: 'owner@cedar.test',
      firstName: '',
      companyName: 'Cedar Roofing',
      setPasswordUrl: 'http://localhost/reset-password/xyz',
      validHours: 72,
      language: 'en',
    });
    expect(mail.subject).toBe('Welcome to SiteHours, Cedar Roofing');
    expect(mail.text).toBe(
      [
        'Hello there,',
        '',
        'An account has been created for you as the administrator of Cedar Roofing on SiteHours,',
        'where your crew records hours on jobs and you approve them and run weekly reports.',
        '',
        'Choose your password within 72 hours with this link:',
        '',
        'http://localhost/reset-password/xyz',
        '',
        'Then sign in with this address (owner@cedar.test). If the link has run out, use',
        '"Forgot your password?" on the sign-in page, or ask us to send a new welcome email.',
        '',
        'SiteHours',
      ].join('\n'),
    );
  });

  it('invitation', () => {
    const mail = invitationMail({
      to: 'new.hire@acme.test',
      firstName: 'Luis',
      companyName: undefined,
      setPasswordUrl: 'http://localhost/reset-password/def',
      validHours: 72,
    });
    expect(mail.subject).toBe('your company invited you to SiteHours');
    expect(mail.text).toBe(
      [
        'Hello Luis,',
        '',
        'your company uses SiteHours to record hours on jobs, and has added you to its crew.',
        'Choose your password within 72 hours with this link:',
        '',
        'http://localhost/reset-password/def',
        '',
        'Then sign in with this address (new.hire@acme.test) on your phone or computer.',
        '',
        'your company via SiteHours',
      ].join('\n'),
    );
  });
});

describe('the emails in Spanish', () => {
  it('password reset', () => {
    const mail = passwordResetMail({
      to: 'ana@acme.test',
      firstName: 'Ana',
      companyName: 'Acme Construction',
      resetUrl: 'http://localhost/reset-password/abc',
      language: 'es',
    });
    expect(mail.subject).toBe('Acme Construction: restablece tu contraseña de SiteHours');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('http://localhost/reset-password/abc');
    expect(mail.text).toContain('Acme Construction a través de SiteHours');
  });

  it('welcome and invitation, with the hours written the Spanish way', () => {
    const welcome = welcomeMail({
      to: 'dueno@cedar.test',
      firstName: 'Rosa',
      companyName: 'Cedar Roofing',
      setPasswordUrl: 'http://localhost/x',
      validHours: 1500,
      language: 'es',
    });
    expect(welcome.subject).toBe('Bienvenido a SiteHours, Cedar Roofing');
    expect(welcome.text).toContain('en las próximas 1,500 horas');
    expect(welcome.text).toContain('(dueno@cedar.test)');
    const invitation = invitationMail({
      to: 'nuevo@acme.test',
      firstName: '',
      companyName: undefined,
      setPasswordUrl: 'http://localhost/y',
      validHours: 72,
      language: 'es',
    });
    expect(invitation.subject).toBe('tu empresa te invitó a SiteHours');
    expect(invitation.text.split('\n')[0]).toBe('Hola:');
  });
});
