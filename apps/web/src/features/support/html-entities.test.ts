import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities';

describe('decodeHtmlEntities', () => {
  it('decodes the common named entities', () => {
    expect(decodeHtmlEntities('Tom &amp; Jerry &lt;3 &quot;hi&quot; it&apos;s')).toBe(
      'Tom & Jerry <3 "hi" it\'s',
    );
    expect(decodeHtmlEntities('a&nbsp;b')).toBe('a\u00a0b');
  });

  it('decodes decimal and hexadecimal references', () => {
    expect(decodeHtmlEntities('it&#39;s &#x27;x&#X27; &#128512;')).toBe("it's 'x' \u{1F600}");
  });

  it('decodes in one pass and leaves unknown or broken entities alone', () => {
    expect(decodeHtmlEntities('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(decodeHtmlEntities('&bogus; & &amp')).toBe('&bogus; & &amp');
    expect(decodeHtmlEntities('plain text')).toBe('plain text');
  });

  it('replaces invalid code points', () => {
    expect(decodeHtmlEntities('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd');
  });

  it('returns markup as text, never as elements', () => {
    expect(decodeHtmlEntities('&lt;img src=x onerror=alert(1)&gt;')).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });
});
