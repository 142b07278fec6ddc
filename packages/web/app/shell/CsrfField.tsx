/**
 * The anti-forgery token as a hidden field: every form that posts includes it, so forms work
 * without JavaScript and the server can tell them from another site's (see server http/csrf.ts).
 */
import { useRouteLoaderData } from 'react-router';
import type { ShellData } from './shellModel';

export const CSRF_FIELD_NAME = '_csrf';

export function CsrfField() {
  const shell = useRouteLoaderData<ShellData>('root');
  return <input type="hidden" name={CSRF_FIELD_NAME} value={shell?.csrfToken ?? ''} />;
}
