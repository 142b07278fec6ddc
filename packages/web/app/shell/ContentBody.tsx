/** A static page's or a guide's text: paragraphs, '## ' headings and lists, rendered as text (never markup). */
import { contentBlocks } from '@kerching/domain/content';
import * as css from './content.css';

export function ContentBody({ body }: { readonly body: string }) {
  return (
    <>
      {contentBlocks(body).map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <h2 key={index} className={css.subheading}>
                {block.text}
              </h2>
            );
          case 'paragraph':
            return (
              <p key={index} className={css.paragraph}>
                {block.text}
              </p>
            );
          case 'list':
            return (
              <ul key={index} className={css.list}>
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
        }
      })}
    </>
  );
}
