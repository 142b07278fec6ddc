/**
 * A promo code with a button that copies it; "Copied" is announced and shows for 2 s (spec 2 §9
 * "confirmation 2 s"). Without script or clipboard access the code stays selectable.
 */
import { useEffect, useState } from 'react';
import { EXIT_PROMO_CONFIRMATION_MS } from '@kerching/domain/marketing';
import { DISCOUNT_CODES_COPIED, DISCOUNT_CODES_COPY } from '@kerching/domain/promo';
import * as css from './copyCode.css';

export function CopyCode({ code }: { readonly code: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), EXIT_PROMO_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copyCode = () => {
    void navigator.clipboard?.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <p className={css.row}>
      <code className={css.codeText}>{code}</code>
      <button type="button" className={css.copy} aria-label={`${DISCOUNT_CODES_COPY} ${code}`} onClick={copyCode}>
        {DISCOUNT_CODES_COPY}
      </button>
      <span role="status">{copied ? DISCOUNT_CODES_COPIED : ''}</span>
    </p>
  );
}
