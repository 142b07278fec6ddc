/** /gifts (spec 1 §2 shopping routes): the gift finder of the shopper's location. */
import * as O from 'fp-ts/Option';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { giftFinderPath } from '@kerching/domain/listing';
import type { KerchingLoadContext } from '../../load-context';
import { currentLocationOf } from '../../shell/shellData.server';

export const loader = async ({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) => {
  const location = await currentLocationOf(request, context);
  return redirect(giftFinderPath(location.shortName, O.none));
};
