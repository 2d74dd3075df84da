import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Message } from '@sitehours/contract/messages';
import { isMessageCode, messageText } from './english-messages';
import { MESSAGES_NAMESPACE } from './namespaces';

/**
 * A message of the API or the shared rules in the interface language, by its code in the
 * contract's catalogue (`t(code, params)` in the messages namespace; English is the catalogue
 * itself). Takes the code, a message with its values, or words that are no code, which are shown
 * as they are (the server's words for a message it sent without a code).
 */
export function translateMessage(i18n: I18n, message: string | Message): string {
  const known =
    typeof message === 'string' ? (isMessageCode(message) ? { code: message } : null) : message;
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

/** A form's messages in the interface language, for Mantine's form errors (which hold text). */
export function translateEach<K extends string>(
  tm: (message: string | Message) => string,
  errors: Partial<Record<K, string | Message>>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message !== undefined) out[key] = tm(message);
  }
  return out;
}
