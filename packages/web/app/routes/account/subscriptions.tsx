/**
 * /myaccount/subscriptions (spec 1 §2; spec 1 §5 "Subscription email and location required"): the
 * newsletter at the account's email, for a chosen town of the site (the shopper's location first),
 * and the back-in-stock alerts left with that address, each of which can be stopped.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { KerchingLoadContext } from '../../load-context';
import { ACCOUNT_COPY } from '../../account/accountCopy';
import { textField } from '../../account/accountFailure';
import { accountPageMeta } from '../../account/accountHead';
import {
  viewerProfile,
  failedAnswer,
  noticeAnswer,
  requireViewer,
  signedOutRedirect,
} from '../../account/accountSession.server';
import { SubscriptionsView } from '../../account/MyAccountViews';
import { stopAlertAction, waitedOnDeals } from '../../account/backInStockAlerts.server';
import type { ShellData } from '../../shell/shellModel';

export async function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const { account } = requireViewer(request, context);
  const [profile, alerts] = await Promise.all([viewerProfile(request, context), waitedOnDeals(context, account.email)]);
  return { siteKey: context.site.key, email: profile.email, subscribed: profile.flags.isSubscribed, alerts };
}

export async function action({ request, context }: ActionFunctionArgs<KerchingLoadContext>) {
  const { session, account } = requireViewer(request, context);
  const form = await request.formData();
  if (textField(form, 'intent') === 'stop-alert') return stopAlertAction(form, context, account.email);
  const result =
    textField(form, 'intent') === 'unsubscribe'
      ? await context.services.accounts.unsubscribeNewsletter.execute({
          by: 'session',
          site: context.site.key,
          sessionId: session.id,
        })()
      : await context.services.accounts.subscribeNewsletter.execute({
          site: context.site.key,
          email: account.email,
          location: O.fromPredicate((text: string) => text !== '')(textField(form, 'location')),
        })();
  if (E.isLeft(result)) {
    const signedOut = signedOutRedirect(result.left, request, context);
    return O.isSome(signedOut) ? signedOut.value : failedAnswer(result.left);
  }
  return noticeAnswer(result.right.message);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  accountPageMeta(data?.siteKey, ACCOUNT_COPY.subscriptions);

export default function SubscriptionsPage() {
  const { email, subscribed, alerts } = useLoaderData<typeof loader>();
  const shell = useRouteLoaderData<ShellData>('root');
  return (
    <SubscriptionsView
      email={email}
      subscribed={subscribed}
      towns={shell?.towns ?? []}
      location={shell?.location.shortName ?? ''}
      alerts={alerts}
      answer={useActionData<typeof action>()}
    />
  );
}
