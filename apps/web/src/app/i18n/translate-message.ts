import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { MESSAGES_NAMESPACE } from './namespaces';

type Catalogue = Record<string, string>;
interface Pattern {
  regex: RegExp;
  translation: string;
}

const patternCache = new WeakMap<Catalogue, Pattern[]>();

/**
 * A message from the API or the shared validation rules, in the interface language. They are
 * written in English (the specification's texts); the catalogue maps each to its translation,
 * with {{name}} standing for the values that vary ('Job number "{{number}}" already exists').
 * A message the catalogue lacks stays in English rather than disappearing.
 */
export function translateMessage(i18n: I18n, text: string): string {
  if (!text) return text;
  const catalogue = i18n.getResourceBundle(i18n.language, MESSAGES_NAMESPACE) as
    Catalogue | undefined;
  if (!catalogue) return text;
  const exact = catalogue[text];
  if (exact) return exact;
  for (const { regex, translation } of patternsOf(catalogue)) {
    const match = regex.exec(text);
    if (match?.groups) {
      return translation.replace(/\{\{(\w+)\}\}/g, (_, name: string) => match.groups?.[name] ?? '');
    }
  }
  return text;
}

/** translateMessage for components, re-rendering when the language changes. */
export function useTranslateMessage(): (text: string) => string {
  const { i18n } = useTranslation(MESSAGES_NAMESPACE as 'common');
  return useCallback((text: string) => translateMessage(i18n, text), [i18n]);
}

function patternsOf(catalogue: Catalogue): Pattern[] {
  let patterns = patternCache.get(catalogue);
  if (!patterns) {
    patterns = Object.entries(catalogue)
      .filter(([key]) => key.includes('{{'))
      .map(([key, translation]) => ({ regex: keyPattern(key), translation }));
    patternCache.set(catalogue, patterns);
  }
  return patterns;
}

function keyPattern(key: string): RegExp {
  const source = key
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      return name ? `(?<${name}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`, 's');
}
