import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text of the interface comes from the catalogues: this scans the source for words
 * written straight into JSX, into text-bearing props (label, title, aria-label…) and into
 * text-bearing object fields (notifications, select options). A line may opt out with a
 * `i18n-exempt` comment saying why (a brand name, a sample value).
 */
const SOURCE = path.resolve(import.meta.dirname, '../..');
const TEXT_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'description',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'error',
  'message',
  'tooltip',
  'heading',
  'subtitle',
  'hint',
  'text',
  'nothingFoundMessage',
  'emptyMessage',
  'confirmLabel',
  'cancelLabel',
]);
const isTextProp = (name: string) =>
  TEXT_PROPS.has(name) || /(Label|Text|Message|Title)$/.test(name);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function hardCodedTexts(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = code.split('\n');
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line;
    if (/i18n-exempt/.test(lines[line] ?? '') || /i18n-exempt/.test(lines[line - 1] ?? '')) return;
    found.push(`${path.relative(SOURCE, file)}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const literalText = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isJsxExpression(node)) return literalText(node.expression);
    if (ts.isTemplateExpression(node))
      return node.head.text + node.templateSpans.map((s) => s.literal.text).join(' ');
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && isTextProp(node.name.getText())) {
      const text = literalText(node.initializer);
      if (text && hasWords(text)) report(node, text);
    }
    if (ts.isPropertyAssignment(node) && isTextProp(node.name.getText().replace(/['"]/g, ''))) {
      const text = literalText(node.initializer);
      if (text && hasWords(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('interface texts', () => {
  // Parses every source file: allow for a busy machine.
  it('are all in the catalogues, none hard-coded', { timeout: 60_000 }, () => {
    // I18N_SCOPE=features/jobs narrows the check to one folder while working on it.
    const scope = path.join(SOURCE, process.env.I18N_SCOPE ?? '');
    const found = sourceFiles(scope).flatMap(hardCodedTexts);
    expect(found).toEqual([]);
  });
});
