import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every English message the API and the shared validation rules can send the web app has its
 * translation in `locales/<language>/messages.json`. This scans the contract and the server for
 * them: the values of the `*_MESSAGES` objects, zod's `message` / `error` options and the message
 * arguments of `.min()`, `.max()`, `.regex()`, `.refine()`…, and the messages given to the error
 * helpers (`badRequest`, `notFound`, `new AppError`…) and sent as `message` / `msg` (also when
 * kept in a `const` of the file, or in a `const …_MESSAGE`).
 *
 * A template literal becomes a key with `{{name}}` for each `${…}`, named by its identifier or
 * last property name (`${input.name}` → `{{name}}`). When the `${…}` (or the whole message) is a
 * parameter of a local helper (`required('Company Name')`), each call's literal arguments also
 * give a concrete message ("Company Name is required"), which needs its own translation.
 */
const REPO = path.resolve(import.meta.dirname, '../../../../..');
const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const ROOTS = ['packages/contract/src', 'apps/server/src'];
/** Not shown in the web app: start-up configuration and command-line output. */
const NOT_SHOWN = [
  /^apps\/server\/src\/platform\/config\.ts$/,
  // Crash reports are sent in the background; their answer is never shown.
  /^packages\/contract\/src\/(schemas|rules)\/client-errors\.ts$/,
  /^apps\/server\/src\/cli(\/|\.ts$)/,
];

/** Error helpers of apps/server/src/platform/errors.ts: the index of their message argument. */
const ERROR_HELPERS: Record<string, number> = {
  badRequest: 0,
  fieldError: 1,
  unauthorized: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
};
const APP_ERROR_MESSAGE_ARG = 2;
/** zod methods whose last argument may be the message. */
const ZOD_METHODS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'int',
  'uuid',
  'email',
  'url',
  'nonempty',
  'gt',
  'gte',
  'lt',
  'lte',
  'positive',
  'negative',
  'nonnegative',
  'nonpositive',
  'multipleOf',
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) ||
  ts.isAsExpression(node) ||
  ts.isNonNullExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isTypeAssertionExpression(node)
    ? unwrap(node.expression)
    : node;

/** The placeholder name of a `${…}`: its identifier or last property name. */
function nameOf(node: ts.Expression): string {
  const e = unwrap(node);
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  if (ts.isElementAccessExpression(e)) return nameOf(e.expression);
  if (ts.isCallExpression(e)) return nameOf(e.arguments[0] ?? e.expression);
  if (ts.isBinaryExpression(e)) return nameOf(e.left);
  if (ts.isConditionalExpression(e)) return nameOf(e.whenTrue);
  if (ts.isPrefixUnaryExpression(e)) return nameOf(e.operand);
  return 'value';
}

const hasWords = (key: string) => /\p{L}{2,}/u.test(key.replace(/\{\{\w+\}\}/g, ''));

function literalValue(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  const e = unwrap(node);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isNumericLiteral(e))
    return e.text;
  return undefined;
}

class Collector {
  readonly found = new Map<string, string>();

  constructor(
    private readonly file: string,
    private readonly source: ts.SourceFile,
  ) {}

  private add(key: string, node: ts.Node) {
    if (!hasWords(key) || this.found.has(key)) return;
    const line = this.source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    this.found.set(key, `${this.file}:${line}`);
  }

  /** The parameter of an enclosing function that an identifier names, with that function. */
  private parameterOf(id: ts.Identifier): { fn: FunctionLike; index: number } | undefined {
    for (let n: ts.Node | undefined = id.parent; n; n = n.parent) {
      if (ts.isArrowFunction(n) || ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n)) {
        const index = n.parameters.findIndex(
          (p) => ts.isIdentifier(p.name) && p.name.text === id.text,
        );
        if (index >= 0) return { fn: n, index };
      }
    }
    return undefined;
  }

  /** The initializer of a `const` of this file, if it is a literal text. */
  private constantOf(name: string): ts.Expression | undefined {
    let found: ts.Expression | undefined;
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === name &&
        node.initializer &&
        ts.isVariableDeclarationList(node.parent) &&
        node.parent.flags & ts.NodeFlags.Const
      ) {
        const value = unwrap(node.initializer);
        if (
          ts.isStringLiteral(value) ||
          ts.isNoSubstitutionTemplateLiteral(value) ||
          ts.isTemplateExpression(value)
        )
          found = value;
      }
      if (!found) ts.forEachChild(node, visit);
    };
    visit(this.source);
    return found;
  }

  /** The calls of a local helper function, found by the name it is declared or assigned under. */
  private callsOf(fn: FunctionLike): ts.CallExpression[] {
    const name =
      ts.isFunctionDeclaration(fn) && fn.name
        ? fn.name.text
        : ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)
          ? fn.parent.name.text
          : undefined;
    if (!name) return [];
    const calls: ts.CallExpression[] = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === name
      )
        calls.push(node);
      ts.forEachChild(node, visit);
    };
    visit(this.source);
    return calls;
  }

  /** The value a helper's parameter takes in one call: its literal argument, else its default. */
  private argumentOf(fn: FunctionLike, index: number, call: ts.CallExpression) {
    const given = call.arguments[index];
    if (given) return literalValue(given);
    return literalValue(fn.parameters[index]?.initializer);
  }

  /** The catalogue keys of a message expression: its general form and its concrete forms. */
  message(node: ts.Expression | undefined) {
    if (!node) return;
    const e = unwrap(node);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
      this.add(e.text, e);
    } else if (ts.isTemplateExpression(e)) {
      this.template(e);
    } else if (ts.isConditionalExpression(e)) {
      this.message(e.whenTrue);
      this.message(e.whenFalse);
    } else if (
      ts.isBinaryExpression(e) &&
      [
        ts.SyntaxKind.QuestionQuestionToken,
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.AmpersandAmpersandToken,
      ].includes(e.operatorToken.kind)
    ) {
      this.message(e.left);
      this.message(e.right);
    } else if (ts.isIdentifier(e)) {
      const param = this.parameterOf(e);
      if (!param) {
        // const UNAVAILABLE = 'The service is…'; … message: UNAVAILABLE
        const constant = this.constantOf(e.text);
        if (constant) this.message(constant);
        return;
      }
      for (const call of this.callsOf(param.fn)) {
        const value = this.argumentOf(param.fn, param.index, call);
        if (value !== undefined) this.add(value, call);
      }
    } else if (ts.isArrowFunction(e) && !ts.isBlock(e.body)) {
      // MESSAGES.created = (name, email) => `Company "${name}" created…`
      this.message(e.body);
    }
  }

  private template(e: ts.TemplateExpression) {
    const spans = e.templateSpans;
    const used = new Map<string, number>();
    const names = spans.map((s) => {
      const base = nameOf(s.expression);
      const n = (used.get(base) ?? 0) + 1;
      used.set(base, n);
      return n === 1 ? base : `${base}${n}`;
    });
    const build = (values: (string | undefined)[]) =>
      e.head.text + spans.map((s, i) => (values[i] ?? `{{${names[i]}}}`) + s.literal.text).join('');
    this.add(build([]), e);

    // Concrete forms: the spans that are parameters of one helper, filled from each of its calls.
    const params = spans.map((s) => {
      const x = unwrap(s.expression);
      return ts.isIdentifier(x) ? this.parameterOf(x) : undefined;
    });
    const helpers = new Set(params.flatMap((p) => (p ? [p.fn] : [])));
    for (const fn of helpers) {
      for (const call of this.callsOf(fn)) {
        const values = params.map((p) =>
          p && p.fn === fn ? this.argumentOf(fn, p.index, call) : undefined,
        );
        if (values.some((v) => v !== undefined)) this.add(build(values), call);
      }
    }
  }
}

function messagesOf(file: string): Map<string, string> {
  const relative = path.relative(REPO, file).split(path.sep).join('/');
  const code = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const collect = new Collector(relative, source);
  const isContract = relative.startsWith('packages/contract/');

  const visit = (node: ts.Node) => {
    // export const FOO_MESSAGE = '…' (a message kept in a constant, maybe used elsewhere)
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /MESSAGE$/.test(node.name.text) &&
      node.initializer
    ) {
      collect.message(node.initializer);
    }
    // export const FOO_MESSAGES = { … }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /MESSAGES$/.test(node.name.text) &&
      node.initializer
    ) {
      const object = unwrap(node.initializer);
      if (ts.isObjectLiteralExpression(object)) {
        for (const property of object.properties) {
          if (ts.isPropertyAssignment(property)) collect.message(property.initializer);
        }
      }
    }
    if (ts.isPropertyAssignment(node)) {
      const name = node.name.getText(source).replace(/['"]/g, '');
      const value = literalValue(node.initializer);
      if (name === 'message' || name === 'msg') collect.message(node.initializer);
      // zod's { error: '…' }; on the server `error` is also the error code ('not_found').
      if (name === 'error' && (isContract || (value !== undefined && /\s/.test(value))))
        collect.message(node.initializer);
    }
    // Defaults of the helpers: unauthorized(message = 'Authentication required').
    if (
      ts.isParameter(node) &&
      ts.isIdentifier(node.name) &&
      /^(message|msg)$/.test(node.name.text) &&
      node.initializer
    ) {
      collect.message(node.initializer);
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      if (node.expression.text === 'AppError')
        collect.message(node.arguments?.[APP_ERROR_MESSAGE_ARG]);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text in ERROR_HELPERS) {
        collect.message(node.arguments[ERROR_HELPERS[callee.text]!]);
      }
      if (
        ts.isPropertyAccessExpression(callee) &&
        ZOD_METHODS.has(callee.name.text) &&
        node.arguments.length > 0
      ) {
        const last = node.arguments[node.arguments.length - 1]!;
        if (!ts.isObjectLiteralExpression(last) && !ts.isArrowFunction(last)) {
          collect.message(last);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return collect.found;
}

/** Every message key with where it was first found (file:line). */
export function sourceMessages(): Map<string, string> {
  const all = new Map<string, string>();
  for (const root of ROOTS) {
    for (const file of sourceFiles(path.join(REPO, root))) {
      const relative = path.relative(REPO, file).split(path.sep).join('/');
      if (NOT_SHOWN.some((pattern) => pattern.test(relative))) continue;
      for (const [key, where] of messagesOf(file)) if (!all.has(key)) all.set(key, where);
    }
  }
  return all;
}

const catalogue = (language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, language, 'messages.json'), 'utf8'));

describe('the messages catalogue', () => {
  const messages = sourceMessages();

  it('finds the messages of the contract and the server', () => {
    expect(messages.has('Please fill in all required fields.')).toBe(true); // MESSAGES
    expect(messages.has('Company not found')).toBe(true); // notFound('…')
    expect(messages.has('{{label}} is required')).toBe(true); // `${label} is required`
    expect(messages.has('Company Name is required')).toBe(true); // required('Company Name')
    expect(messages.has('Authentication required')).toBe(true); // a helper's default
    expect(messages.has('Too many requests. Please try again in {{ttl}} seconds.')).toBe(true);
    expect(messages.has('The service is temporarily unavailable. Please try again shortly.')).toBe(
      true,
    );
    expect(messages.size).toBeGreaterThan(200);
  });

  it('has a Spanish translation of every message', () => {
    const spanish = catalogue('es');
    const missing = [...messages]
      .filter(([key]) => !spanish[key]?.trim())
      .map(([key, where]) => `${where} ${JSON.stringify(key)}`);
    expect(missing).toEqual([]);
  });
});
