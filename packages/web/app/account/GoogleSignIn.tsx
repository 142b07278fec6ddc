/**
 * "Continue with Google" on the sign-in pages (issue 42, ADR 65). With Google configured, Google
 * Identity Services' button: its callback puts the ID token in a form that posts to our callback
 * (POST /login/google) with the page's anti-forgery field, so the token never crosses sites. Locally,
 * a link to the stand-in identity provider, which posts to the same callback.
 */
import type { GoogleSignInOffer } from '@kerching/application/services';
import { CsrfField } from '../shell/CsrfField';
import { ACCOUNT_COPY } from './accountCopy';
import * as css from './account.css';

export const GOOGLE_CALLBACK_PATH = '/login/google';
const GSI_CLIENT = 'https://accounts.google.com/gsi/client';
const CALLBACK_NAME = 'kerchingGoogleCredential';
const FORM_ID = 'google-credential';

/** What the page needs to offer Google sign-in: the offer and, for Google's script, the page's nonce. */
export type GoogleSignInProps = GoogleSignInOffer & { readonly nonce?: string };

export function GoogleSignIn({ offer, returnTo }: { readonly offer: GoogleSignInProps; readonly returnTo: string }) {
  if (offer.kind === 'none') return null;
  if (offer.kind === 'local') {
    return (
      <p className={css.alternative}>
        <a className={css.secondaryButton} href={`${offer.startPath}?returnTo=${encodeURIComponent(returnTo)}`}>
          {ACCOUNT_COPY.google.continue}
        </a>
      </p>
    );
  }
  const handOver = `window.${CALLBACK_NAME}=function(r){var f=document.getElementById('${FORM_ID}');f.elements.credential.value=r.credential;f.submit()}`;
  return (
    <div className={css.alternative}>
      <form method="post" action={GOOGLE_CALLBACK_PATH} id={FORM_ID} hidden>
        <CsrfField />
        <input type="hidden" name="credential" />
        <input type="hidden" name="returnTo" value={returnTo} />
      </form>
      <script nonce={offer.nonce} dangerouslySetInnerHTML={{ __html: handOver }} />
      <script nonce={offer.nonce} src={GSI_CLIENT} async />
      <div id="g_id_onload" data-client_id={offer.clientId} data-callback={CALLBACK_NAME} data-auto_prompt="false" />
      <div className="g_id_signin" data-type="standard" data-text="continue_with" data-shape="rectangular" />
    </div>
  );
}
