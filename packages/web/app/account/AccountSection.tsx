/** A titled section of an account page: a region named by its heading. */
import type { ReactNode } from 'react';
import * as css from './account.css';

export function AccountSection({
  id,
  heading,
  children,
}: {
  /** The heading's id, which names the region. */
  readonly id: string;
  readonly heading: string;
  readonly children: ReactNode;
}) {
  return (
    <section className={css.section} aria-labelledby={id}>
      <h2 id={id} className={css.subheading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
