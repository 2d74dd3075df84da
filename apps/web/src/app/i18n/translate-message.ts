import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import {
  MESSAGE_CATALOGUE,
  isMessageCode,
  messageText,
  placeholdersOf,
  type Message,
  type MessageCode,
} from '@sitehours/contract/messages';
import { MESSAGES_NAMESPACE } from './namespaces';

/**
 * A message of the API or the shared rules in the interface language, by its code in the
 * contract's catalogue (`t(code, params)` in the messages namespace; English is the catalogue
 * itself). Takes the code, a message with its values, or a text: a text that is no code is
 * recognised by the catalogue's English wording (screens not yet passing the code, and an older
 * server's messages), and a text it does not know is shown as it is.
 */
export function translateMessage(i18n: I18n, message: string | Message): string {
  const known = typeof message === 'string' ? messageOf(message) : message;
  if (!known) return message as string;
  const t = i18n.t.bind(i18n) as unknown as (key: string, options: object) => string;
  return t(known.code, {
    ns: MESSAGES_NAMESPACE,
    ...known.params,
    defaultValue: messageText(known.code, known.params),
  });
}

/** translateMessage for components, re-rendering when the language changes. */
export function useTranslateMessage(): (message: string | Message) => string {
  const { i18n } = useTranslation(MESSAGES_NAMESPACE as 'common');
  return useCallback((message: string | Message) => translateMessage(i18n, message), [i18n]);
}

function messageOf(text: string): Message | undefined {
  if (!text) return undefined;
  if (isMessageCode(text)) return { code: text };
  const exact = byText().get(text);
  if (exact) return { code: exact };
  for (const { code, regex, names } of patterns()) {
    const match = regex.exec(text);
    if (match) return { code, params: Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])) };
  }
  return undefined;
}

interface Pattern {
  code: MessageCode;
  regex: RegExp;
  names: string[];
}
let texts: Map<string, MessageCode> | undefined;
let templates: Pattern[] | undefined;

function byText(): Map<string, MessageCode> {
  texts ??= new Map(
    (Object.entries(MESSAGE_CATALOGUE) as [MessageCode, string][])
      .filter(([, template]) => !template.includes('{{'))
      .map(([code, template]) => [template, code]),
  );
  return texts;
}

function patterns(): Pattern[] {
  templates ??= (Object.entries(MESSAGE_CATALOGUE) as [MessageCode, string][])
    .filter(([, template]) => template.includes('{{'))
    .map(([code, template]) => ({
      code,
      names: placeholdersOf(template),
      regex: new RegExp(
        `^${template
          .split(/\{\{\w+\}\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('(.+?)')}$`,
        's',
      ),
    }));
  return templates;
}
