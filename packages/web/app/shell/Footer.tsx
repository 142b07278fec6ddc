/**
 * The footer per brand and edition (spec 1 §2 static pages). The links are the domain's
 * footerSections, computed on the server and sent with the shell's loader data.
 */
import type { FooterSection } from '@kerching/domain/navigation';
import type { Site } from '@kerching/domain/site';
import * as css from './shell.css';

export function Footer({ site, sections }: { readonly site: Site; readonly sections: ReadonlyArray<FooterSection> }) {
  const irish = site.countryCode === 'ie';
  return (
    <footer className={css.footer}>
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
