import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUE } from '@sitehours/contract/messages';
import { MESSAGES_NAMESPACE } from './namespaces';
import { loadEnglishMessages } from './english-messages';
import { translateMessage } from './translate-message';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const spanish: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(LOCALES, 'es', `${MESSAGES_NAMESPACE}.json`), 'utf8'),
);

function instance(language: string) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    initAsync: false,
    resources: {
      en: { [MESSAGES_NAMESPACE]: MESSAGE_CATALOGUE },
      es: { [MESSAGES_NAMESPACE]: spanish },
    },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('translateMessage', () => {
  // The English texts come as a chunk of their own, as in the app.
  beforeAll(() => loadEnglishMessages());
  const es = instance('es');
  const en = instance('en');

  it('translates by code, with the values of the placeholders', () => {
    expect(translateMessage(es, 'catalogJobNotFound')).toBe(spanish.catalogJobNotFound);
    expect(
      translateMessage(es, { code: 'catalogWorkTypeNotFound', params: { name: 'Framing' } }),
    ).toBe('No se encontró el tipo de trabajo "Framing".');
    expect(translateMessage(en, { code: 'tooManyRequests', params: { seconds: 30 } })).toBe(
      'Too many requests. Please try again in 30 seconds.',
    );
  });

  it('shows the English of the catalogue for a code without a translation', () => {
    const bare = i18next.createInstance();
    void bare.init({ lng: 'es', initAsync: false, resources: {} });
    expect(translateMessage(bare, 'catalogJobNotFound')).toBe('Job not found');
  });

  it('translates a message with its values, and shows words that are no code as they are', () => {
    expect(
      translateMessage(es, {
        code: 'tenantCreated',
        params: { name: 'Cedar Roofing', email: 'owner@cedar.test' },
      }),
    ).toBe(
      spanish
        .tenantCreated!.replace('{{name}}', 'Cedar Roofing')
        .replace('{{email}}', 'owner@cedar.test'),
    );
    // English words are not matched back to a code: a screen passes the code.
    expect(translateMessage(es, 'Job not found')).toBe('Job not found');
  });

  it('leaves a text it does not know as it is, and an empty one empty', () => {
    expect(translateMessage(es, 'Something nobody translated')).toBe('Something nobody translated');
    expect(translateMessage(es, '')).toBe('');
  });
});
