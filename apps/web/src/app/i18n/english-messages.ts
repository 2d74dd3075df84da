import type { MessageCode, MessageParams } from '@sitehours/contract/messages';

/**
 * The English texts of the API's and the rules' messages: the contract's catalogue, downloaded
 * as a chunk of its own when the app starts rather than inside the first script, since no screen
 * needs one before something has gone wrong (decision 0021). Until it is there, a code is known
 * by its shape (the catalogue's codes are camel-case words, a server's own words are not), and
 * the API client waits for it before it reports a refusal.
 */
type Catalogue = Readonly<Record<string, string>>;

let catalogue: Catalogue | null = null;
let loading: Promise<Catalogue> | null = null;

export function loadEnglishMessages(): Promise<Catalogue> {
  loading ??= import('@sitehours/contract/catalogue').then((m) => {
    catalogue = m.MESSAGE_CATALOGUE;
    return catalogue;
  });
  return loading;
}

let inLanguage: Promise<unknown> = Promise.resolve();

/** Tells what brings the messages in the interface language (the start of the texts). */
export function followMessagesInLanguage(loading: Promise<unknown>) {
  inLanguage = loading;
}

/** Resolves once the messages can be shown in words, in English and the interface language. */
export function messagesReady(): Promise<unknown> {
  return Promise.all([loadEnglishMessages(), inLanguage]);
}

const CODE_SHAPE = /^[a-z][A-Za-z0-9]*$/;

export function isMessageCode(value: unknown): value is MessageCode {
  if (typeof value !== 'string') return false;
  return catalogue ? Object.hasOwn(catalogue, value) : CODE_SHAPE.test(value);
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** A message's English text (the code itself while the catalogue is on its way). */
export function messageText(code: MessageCode, params?: MessageParams): string {
  const template = catalogue?.[code] ?? code;
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
