import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sitehours/contract/rules';
import { NAMESPACES } from './namespaces';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function catalogue(language: string, namespace: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8'));
}
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe.each(LANGUAGES.filter((l) => l !== 'en'))('the %s catalogues', (language) => {
  it.each(NAMESPACES)('%s has every English key, and no other', (namespace) => {
    const english = new Set(Object.keys(catalogue('en', namespace)).map(baseKey));
    const translated = new Set(Object.keys(catalogue(language, namespace)).map(baseKey));
    expect(
      [...english].filter((k) => !translated.has(k)),
      'missing keys',
    ).toEqual([]);
    expect(
      [...translated].filter((k) => !english.has(k)),
      'keys English lacks',
    ).toEqual([]);
  });

  it.each(NAMESPACES)(
    '%s keeps the placeholders of each text and leaves none empty',
    (namespace) => {
      const english = catalogue('en', namespace);
      const translated = catalogue(language, namespace);
      const wrong = Object.entries(translated).filter(([key, text]) => {
        const source = english[key] ?? english[`${baseKey(key)}_other`] ?? english[baseKey(key)];
        return (
          !text.trim() ||
          (source !== undefined && variables(source).join() !== variables(text).join())
        );
      });
      expect(wrong.map(([key]) => key)).toEqual([]);
    },
  );
});

describe('the English catalogues', () => {
  it.each(NAMESPACES)('%s has no empty text', (namespace) => {
    const empty = Object.entries(catalogue('en', namespace)).filter(([, text]) => !text.trim());
    expect(empty.map(([key]) => key)).toEqual([]);
  });
});
