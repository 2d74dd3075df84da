import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageText } from './catalogue';
import { issueMessage } from './issues';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]!;
};

describe('issueMessage', () => {
  it("takes a schema's code and fills its values from the check", () => {
    const issue = firstIssue(z.string().max(3, 'atMostCharacters'), 'abcd');
    expect(issueMessage(issue)).toEqual({ code: 'atMostCharacters', params: { max: 3 } });
    expect(messageText('atMostCharacters', { max: 3 })).toBe('At most 3 characters');
  });

  it("gives zod's own texts a generic code whose text is zod's", () => {
    const cases: [z.ZodType, unknown][] = [
      [z.string(), 5],
      [z.string().max(2), 'abc'],
      [z.number().min(1), 0],
      [z.number().lt(5), 7],
      [z.array(z.string()).min(2), []],
      [z.enum(['a', 'b']), 'c'],
      [z.literal('a'), 'b'],
      [z.uuid(), 'x'],
      [z.email(), 'x'],
      [z.strictObject({}), { a: 1, b: 2 }],
      [z.number().multipleOf(5), 7],
    ];
    for (const [schema, value] of cases) {
      const issue = firstIssue(schema, value);
      const { code, params } = issueMessage(issue);
      expect(messageText(code, params), code).toBe(issue.message);
    }
  });
});
