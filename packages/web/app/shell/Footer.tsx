/**
 * The footer per brand and edition (spec 1 §2 static pages). Its links are the domain's
 * footerSections, computed on the server and sent with the shell's data: they are the site's
 * content, not code every page's first-load JavaScript should carry.
 */
import type { FooterSection } from '@kerching/domain/navigation';
import type { Site } from '@kerching/domain/site';
import * as css from './shell.css';

/**
 * The footer's id. The page head asks the browser not to paint before this element is parsed
 * (root.tsx): a first paint of half a page moves its header and footer (ADR 37).
 */
export const FOOTER_ID = 'site-footer';

export interface FooterProps {
  readonly site: Site;
  /** None when the shell's data did not load (a failed page): the footer keeps its note. */
  readonly sections: ReadonlyArray<FooterSection>;
}

export function Footer({ site, sections }: FooterProps) {
  const irish = site.countryCode === 'ie';
  return (
    <footer id={FOOTER_ID} className={css.footer}>
      <div className={css.footerInner}>
        {sections.map((section) => (
          <section key={section.heading} aria-labelledby={`footer-${section.heading.replace(/\W+/g, '-')}`}>
            <h2 id={`footer-${section.heading.replace(/\W+/g, '-')}`} className={css.footerHeading}>
              {section.heading}
            </h2>
            <ul className={css.footerList}>
              {section.links.map((link) => (
                <li key={link.href}>
                  <a className={css.footerLink} href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={css.footerNote}>
        © {site.displayName} {irish ? 'Ireland' : 'UK'}. Prices are shown in {irish ? 'euro (€)' : 'pounds (£)'}.
      </p>
    </footer>
  );
}
