/**
 * Static pages (spec 1 §2 "Static pages under /page/{slug}") and their text. A page's body is plain
 * text: blank lines separate paragraphs, a line starting "## " is a heading, and lines starting
 * "- " make a list. Nothing in a body is HTML, so a view renders it as text, never as markup.
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';

export interface StaticPage {
  readonly slug: string;
  readonly title: string;
  readonly body: string;
  /** ISO-8601 instant of the last change. */
  readonly updatedAt: string;
}

export type ContentBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: ReadonlyArray<string> };

const HEADING = /^##(?:\s+|$)/;
const LIST_ITEM = /^[-*]\s+/;

const blocksOfChunk = (chunk: ReadonlyArray<string>): ReadonlyArray<ContentBlock> => {
  const blocks: ContentBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = (): void => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const line of chunk) {
    if (HEADING.test(line)) {
      flush();
      const text = line.replace(HEADING, '').trim();
      if (text !== '') blocks.push({ kind: 'heading', text });
    } else if (LIST_ITEM.test(line)) {
      if (paragraph.length > 0) flush();
      list.push(line.replace(LIST_ITEM, '').trim());
    } else {
      if (list.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
};

/** The blocks of a body, in order. */
export const contentBlocks = (body: string): ReadonlyArray<ContentBlock> =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((chunk) => chunk.length > 0)
    .flatMap(blocksOfChunk);

/** The first paragraph, for a page's meta description. */
export const firstParagraph = (body: string): string => {
  const block = contentBlocks(body).find((b) => b.kind === 'paragraph');
  return block?.kind === 'paragraph' ? block.text : '';
};

/** A content slug as an address carries it: lower-case words, digits, dots and dashes. */
const CONTENT_SLUG = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
export const MAX_CONTENT_SLUG_LENGTH = 100;

export type ContentSlugError = DomainError<'CONTENT.SLUG_INVALID'>;

export const contentSlug = (text: string): E.Either<ContentSlugError, string> =>
  CONTENT_SLUG.test(text) && text.length <= MAX_CONTENT_SLUG_LENGTH
    ? E.right(text)
    : E.left(
        domainError(
          'CONTENT.SLUG_INVALID',
          'slug must be lower-case letters, digits, dots and dashes, such as aboutus or privacypolicy-ie',
        ),
      );
