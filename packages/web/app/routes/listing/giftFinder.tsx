/**
 * /deal/{location}/gift-finder and /deal/{location}/gift-finder/gifts-for-{audience} (spec 1 §2):
 * the gift finder's questions over the location's deals that answer them, 12 a page (spec 2 §9).
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { SITES } from '@kerching/domain/site';
import type { KerchingLoadContext } from '../../load-context';
import { GiftFinderQuestions } from '../../listing/GiftFinderQuestions';
import { ListingPage } from '../../listing/ListingPage';
import { loadGiftFinder } from '../../listing/giftFinderLoader.server';
import { headMeta } from '../../listing/pageMeta';

export const loader = ({ request, context, params }: LoaderFunctionArgs<KerchingLoadContext>) =>
  loadGiftFinder(request, context, params['location'] ?? '', params['audience']);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data === undefined ? [] : headMeta(data.head, data.siteKey);

export default function GiftFinder() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <ListingPage
      site={SITES[loaded.siteKey]}
      heading={loaded.heading}
      model={loaded.model}
      showPrices={false}
      intro={<GiftFinderQuestions key={loaded.answered} action={loaded.action} questions={loaded.questions} />}
    />
  );
}
