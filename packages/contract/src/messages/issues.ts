import {
  MESSAGE_CATALOGUE,
  isMessageCode,
  placeholdersOf,
  type Message,
  type MessageCode,
  type MessageParams,
} from './catalogue';

/**
 * One problem a schema found, as zod reports it (its `code`, `message` and details such as
 * `maximum`), described here without importing zod.
 */
export interface ValidationIssue {
  code: string;
  message: string;
}
type Issue = ValidationIssue & Record<string, unknown>;

/**
 * The message of a validation issue. The schemas of the contract give the code of their own
 * message as zod's message, and its values come from the issue (`maximum` → {{max}}, a custom
 * issue's `params`); zod's built-in texts get a generic code with the issue's details.
 */
export function issueMessage(validationIssue: ValidationIssue): Message {
  const issue = validationIssue as Issue;
  if (isMessageCode(issue.message)) return withParams(issue.message, detailsOf(issue));
  const generic = genericMessage(issue);
  return generic ? withParams(generic.code, generic.params ?? {}) : { code: 'invalidInput' };
}

/** Only the values the template uses, and no `params` when it uses none. */
function withParams(code: MessageCode, values: MessageParams): Message {
  const names = placeholdersOf(MESSAGE_CATALOGUE[code]);
  if (names.length === 0) return { code };
  return { code, params: Object.fromEntries(names.map((n) => [n, values[n] ?? ''])) };
}

/** A detail of an issue as a value of a placeholder (zod's details are numbers and texts). */
function numberOrText(v: unknown): string | number {
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'bigint' || typeof v === 'boolean') return v.toString();
  return v instanceof RegExp ? v.toString() : '';
}

function detailsOf(issue: Issue): MessageParams {
  const params: MessageParams = {};
  if (issue.maximum !== undefined) params.max = numberOrText(issue.maximum);
  if (issue.minimum !== undefined) params.min = numberOrText(issue.minimum);
  const custom = issue.params;
  if (custom && typeof custom === 'object') {
    for (const [k, v] of Object.entries(custom)) params[k] = numberOrText(v);
  }
  return params;
}

const SIZED_UNITS: Record<string, string> = {
  string: 'characters',
  file: 'bytes',
  array: 'items',
  set: 'items',
  map: 'entries',
};
const FORMAT_CODES: Record<string, MessageCode> = {
  email: 'invalidEmailFormat',
  uuid: 'invalidUuid',
  url: 'invalidUrl',
  date: 'invalidIsoDate',
  datetime: 'invalidIsoDatetime',
};

/** zod's own English texts (its `en` locale) as codes of the catalogue. */
function genericMessage(issue: Issue): Message | undefined {
  const received = /received (.+)$/.exec(issue.message)?.[1];
  switch (issue.code) {
    case 'invalid_type':
      return {
        code: 'invalidType',
        params: { expected: numberOrText(issue.expected), received: received ?? '' },
      };
    case 'invalid_value': {
      const values = Array.isArray(issue.values) ? issue.values : [];
      if (values.length === 1) {
        const expected = /expected (.+)$/.exec(issue.message)?.[1] ?? '';
        return { code: 'invalidLiteral', params: { expected } };
      }
      return {
        code: 'invalidOption',
        params: { options: /one of (.+)$/.exec(issue.message)?.[1] ?? '' },
      };
    }
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format': {
      const format = String(issue.format);
      if (format === 'starts_with')
        return { code: 'invalidPrefix', params: { prefix: numberOrText(issue.prefix) } };
      if (format === 'ends_with')
        return { code: 'invalidSuffix', params: { suffix: numberOrText(issue.suffix) } };
      if (format === 'includes')
        return { code: 'invalidIncludes', params: { includes: numberOrText(issue.includes) } };
      if (format === 'regex')
        return { code: 'invalidPattern', params: { pattern: numberOrText(issue.pattern) } };
      const code = FORMAT_CODES[format];
      return code ? { code } : undefined;
    }
    case 'not_multiple_of':
      return { code: 'notMultipleOf', params: { divisor: numberOrText(issue.divisor) } };
    case 'unrecognized_keys': {
      const keys = Array.isArray(issue.keys) ? issue.keys.map(String) : [];
      return {
        code: keys.length > 1 ? 'unrecognizedKeys' : 'unrecognizedKey',
        params: { keys: keys.map((k) => `"${k}"`).join(', ') },
      };
    }
    case 'invalid_key':
      return { code: 'invalidKey', params: { origin: numberOrText(issue.origin) } };
    case 'invalid_element':
      return { code: 'invalidElement', params: { origin: numberOrText(issue.origin) } };
    case 'invalid_union': {
      const options = Array.isArray(issue.options) ? issue.options : [];
      if (options.length > 0)
        return {
          code: 'invalidDiscriminator',
          params: { options: options.map((o) => `'${String(o)}'`).join(' | ') },
        };
      return issue.inclusive === false ? { code: 'invalidUnionAmbiguous' } : undefined;
    }
    default:
      return undefined;
  }
}

function sizeMessage(issue: Issue): Message {
  const big = issue.code === 'too_big';
  const origin = typeof issue.origin === 'string' ? issue.origin : 'value';
  const bound = numberOrText(big ? issue.maximum : issue.minimum);
  const adjective = issue.exact
    ? 'exactly '
    : issue.inclusive
      ? big
        ? '<='
        : '>='
      : big
        ? '<'
        : '>';
  const unit = SIZED_UNITS[origin];
  const plain = !issue.exact;
  if (plain && issue.inclusive && (origin === 'string' || origin === 'array'))
    return {
      code: big
        ? origin === 'string'
          ? 'tooBigString'
          : 'tooBigArray'
        : origin === 'string'
          ? 'tooSmallString'
          : 'tooSmallArray',
      params: big ? { max: bound } : { min: bound },
    };
  if (plain && origin === 'number')
    return issue.inclusive
      ? {
          code: big ? 'tooBigNumber' : 'tooSmallNumber',
          params: big ? { max: bound } : { min: bound },
        }
      : {
          code: big ? 'tooBigNumberExclusive' : 'tooSmallNumberExclusive',
          params: big ? { max: bound } : { min: bound },
        };
  const limit = `${adjective}${bound}`;
  if (unit) return { code: big ? 'tooBigSized' : 'tooSmallSized', params: { origin, limit, unit } };
  return { code: big ? 'tooBig' : 'tooSmall', params: { origin, limit } };
}
