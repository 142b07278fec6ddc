import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { contentBlocks, contentSlug, firstParagraph, guidePath } from './index';

describe('static page text', () => {
  it("reads paragraphs, '## ' headings and '- ' lists", () => {
    const body =
      'Welcome to us.\nWe sell deals.\r\n\r\n## Who we are\nA team.\n\n- one\n- two\nafter\n\n## \n\n* three';
    expect(contentBlocks(body)).toEqual([
      { kind: 'paragraph', text: 'Welcome to us. We sell deals.' },
      { kind: 'heading', text: 'Who we are' },
      { kind: 'paragraph', text: 'A team.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'after' },
      { kind: 'list', items: ['three'] },
    ]);
    expect(contentBlocks('para\n- item')).toEqual([
      { kind: 'paragraph', text: 'para' },
      { kind: 'list', items: ['item'] },
    ]);
    expect(contentBlocks('  \n\n  ')).toEqual([]);
  });
  it('takes the first paragraph for a description', () => {
    expect(firstParagraph('## Title\n\nFirst words.\n\nSecond.')).toBe('First words.');
    expect(firstParagraph('## Only a heading')).toBe('');
  });
  it('property: no text is lost or turned into markup', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z<>&]{1,12}$/), { maxLength: 20 }), (words) => {
        const text = contentBlocks(words.join('\n\n'))
          .map((b) => (b.kind === 'list' ? b.items.join(' ') : b.text))
          .join(' ');
        expect(text).toBe(words.join(' '));
      }),
    );
  });
});

describe('content slugs', () => {
  it('accepts the spec slugs and rejects anything else', () => {
    for (const slug of ['aboutus', 'privacypolicy-ie', 'regulated-finance-complaints.html', 'holiday-deals']) {
      expect(contentSlug(slug)).toEqual(E.right(slug));
    }
    for (const slug of ['', 'About', '../etc', 'a b', '-x', 'x.', 'x'.repeat(101)]) {
      expect(contentSlug(slug)).toMatchObject({ left: { code: 'CONTENT.SLUG_INVALID' } });
    }
    expect(guidePath('holiday-deals')).toBe('/guides/holiday-deals');
    // Its page is /editorial-team, which /guides/editorial-team leads to (301): no link goes the long way.
    expect(guidePath('editorial-team')).toBe('/editorial-team');
  });
});
