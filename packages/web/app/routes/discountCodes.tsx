/**
 * /discountcodes (spec 1 §2 lists the route; page type account, no login needed): the site's
 * promo codes a shopper can use now, with their conditions; a signed-in shopper also sees which
 * once-per-shopper codes they have used. Indexed: shoppers search for a site's discount codes.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { KerchingLoadContext } from '../load-context';
import { SORRY } from '../listing/listingCopy';
import { DiscountCodesPage } from '../promo/DiscountCodesPage';
import { discountCodesModel } from '../promo/discountCodesModel';
import { pageMeta } from '../shell/pageHead';

export async function loader({ context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const { site, services, viewer } = context;
  const customerId = O.map((shopper: { readonly account: { readonly id: string } }) => shopper.account.id)(viewer);
  const result = await services.purchase.listDiscountCodes.execute(site.key, customerId)();
  if (E.isLeft(result)) throw data({ message: SORRY }, { status: 503 });
  return { siteKey: site.key, model: discountCodesModel(result.right, site.currency, site.displayName) };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded === undefined
    ? []
    : pageMeta({ siteKey: loaded.siteKey, title: loaded.model.title, description: loaded.model.intro });

export default function DiscountCodes() {
  const { model } = useLoaderData<typeof loader>();
  return <DiscountCodesPage model={model} />;
}
