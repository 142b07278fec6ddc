import type { MouseEvent } from 'react';
import { SHARE_POPUP, type ShareLinks } from './share';
import * as css from './dealPage.css';
import { COPY } from './copy';

const popup = (event: MouseEvent<HTMLAnchorElement>): void => {
  const opened = window.open(
    event.currentTarget.href,
    'share',
    `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height}`,
  );
  if (opened === null) return; // blocked: the link opens a new tab instead
  opened.opener = null;
  event.preventDefault();
};

export function DealShare({ links }: { readonly links: ShareLinks }) {
  return (
    <section className={css.section} aria-labelledby="share">
      <h2 id="share" className={css.sectionHeading}>
        {COPY.share}
      </h2>
      <ul className={css.shareList}>
        <li>
          <a className={css.shareLink} href={links.email}>
            Share by email
          </a>
        </li>
        <li>
          <a className={css.shareLink} href={links.facebook} target="_blank" rel="noopener noreferrer" onClick={popup}>
            Share on Facebook
          </a>
        </li>
        <li>
          <a className={css.shareLink} href={links.x} target="_blank" rel="noopener noreferrer" onClick={popup}>
            Share on X
          </a>
        </li>
      </ul>
    </section>
  );
}
