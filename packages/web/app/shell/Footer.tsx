/** The footer per brand and edition (spec 1 §2 static pages; the links are the domain's footerSections). */
import { footerSections } from '@kerching/domain/navigation';
import type { Site } from '@kerching/domain/site';
import * as css from './shell.css';

export function Footer({ site }: { readonly site: Site }) {
  const irish = site.countryCode === 'ie';
  return (
    <footer className={css.footer}>
      <div className={css.footerInner}>
        {footerSections(site).map((section) => (
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
