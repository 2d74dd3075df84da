import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUE, placeholdersOf } from '@sitehours/contract/messages';
import { MESSAGES_NAMESPACE } from './namespaces';

/**
 * The messages of the API and the shared rules are the contract's catalogue, keyed by code; its
 * English is the catalogue itself, and every other language translates every code with the
 * same {{placeholders}}.
 */
const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const languages = fs.readdirSync(LOCALES).filter((language) => language !== 'en');
const sorted = (template: string) => [...new Set(placeholdersOf(template))].sort();

describe.each(languages)('the %s messages', (language) => {
  const file = path.join(LOCALES, language, `${MESSAGES_NAMESPACE}.json`);
  const translated: Record<string, string> = JSON.parse(fs.readFileSync(file, 'utf8'));

  it('translate every code of the catalogue with its placeholders', () => {
    const wrong = Object.entries(MESSAGE_CATALOGUE)
      .filter(([code, english]) => {
        const text = translated[code];
        return !text?.trim() || sorted(text).join() !== sorted(english).join();
      })
      .map(([code]) => code);
    expect(wrong).toEqual([]);
  });

  it('hold no key that is not a code', () => {
    expect(Object.keys(translated).filter((key) => !(key in MESSAGE_CATALOGUE))).toEqual([]);
  });
});
