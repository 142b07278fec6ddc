/** The Google sign-in a page offers (ADR 65), with the page's nonce when Google's script is loaded. */
import type { KerchingLoadContext } from '../load-context';
import type { GoogleSignInProps } from './GoogleSignIn';

export const googleOfferOf = (context: KerchingLoadContext): GoogleSignInProps =>
  context.googleSignIn.kind === 'google' ? { ...context.googleSignIn, nonce: context.nonce } : context.googleSignIn;
