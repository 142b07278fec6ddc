/** The discount codes page's view: the codes as cards, each with a button that copies it (CopyCode). */
import * as content from '../shell/content.css';
import * as layout from '../theme/layout.css';
import { CopyCode } from './CopyCode';
import type { DiscountCodeItem, DiscountCodesModel } from './discountCodesModel';
import * as css from './discountCodes.css';

function DiscountCodeCard({ item }: { readonly item: DiscountCodeItem }) {
  return (
    <article className={css.card} data-testid="discount-code">
      <h2 className={css.offer}>{item.offer}</h2>
      <CopyCode code={item.code} />
      {item.conditions.length > 0 && (
        <ul className={css.conditions}>
          {item.conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
      )}
      <p className={css.useBy}>
        <time dateTime={item.expiresAt}>{item.useBy}</time>
      </p>
    </article>
  );
}

export function DiscountCodesPage({ model }: { readonly model: DiscountCodesModel }) {
  return (
    <main className={layout.main} data-testid="discount-codes">
      <h1 className={content.title}>{model.title}</h1>
      <p className={content.lead}>{model.intro}</p>
      {model.items.length === 0 ? (
        <p className={content.paragraph}>
          {model.none} <a href={model.browse.href}>{model.browse.label}</a>
        </p>
      ) : (
        <ul className={css.codes}>
          {model.items.map((item) => (
            <li key={item.code}>
              <DiscountCodeCard item={item} />
            </li>
          ))}
        </ul>
      )}
      <p className={content.meta}>
        <a href={model.terms.href}>{model.terms.label}</a>
      </p>
    </main>
  );
}
