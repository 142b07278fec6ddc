/**
 * /deal/{location}/gift-finder and /deal/{location}/gift-finder/gifts-for-{audience} (spec 1 §2):
 * the gift finder's questions over the location's deals that answer them, 12 a page (spec 2 §9).
 */
import * as O from 'fp-ts/Option';
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PAGE_SIZES, giftFinderPath, parseQuery } from '@kerching/domain/listing';
import { currencySymbol } from '@kerching/domain/money';
import { listingHead } from '@kerching/domain/seo';
import { SITES } from '@kerching/domain/site';
import type { KerchingLoadContext } from '../../load-context';
import { GiftFinderQuestions } from '../../listing/GiftFinderQuestions';
import { ListingPage } from '../../listing/ListingPage';
import { audienceLabel, giftFinderAddress, giftFinderQuestions, withGiftAnswers } from '../../listing/giftFinderModel';
import { headMeta } from '../../listing/pageMeta';
import { loadListingPage } from '../../listing/listingLoader.server';

export const loader = async ({ request, context, params }: LoaderFunctionArgs<KerchingLoadContext>) => {
  const location = params['location'] ?? '';
  const address = giftFinderAddress(location, params['audience'], parseQuery(new URL(request.url).search));
  if (address.kind === 'notFound') throw data({ message: 'Page not found' }, { status: 404 });
  if (address.kind === 'redirect') throw redirect(address.to);
  const { answers } = address;
  const loaded = await loadListingPage(
    request,
    context,
    { location },
    {
      pageSize: PAGE_SIZES.giftFinder,
      fixed: (asked) => withGiftAnswers(asked, answers),
      head: () =>
        listingHead(
          {
            kind: 'giftFinder',
            audience: audienceLabel(answers),
            narrowed: O.isSome(answers.budget) || O.isSome(answers.character),
          },
          context.site,
        ),
    },
  );
  return {
    ...loaded,
    action: giftFinderPath(location, O.none),
    questions: giftFinderQuestions(answers, currencySymbol(context.site.currency)),
  };
};

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded === undefined ? [] : headMeta(loaded.head, loaded.siteKey);

export default function GiftFinder() {
  const loaded = useLoaderData<typeof loader>();
  const answered = loaded.questions.map((q) => q.options.find((o) => o.checked)?.value ?? '').join('|');
  return (
    <ListingPage
      site={SITES[loaded.siteKey]}
      heading={loaded.heading}
      model={loaded.model}
      showPrices={false}
      intro={<GiftFinderQuestions key={answered} action={loaded.action} questions={loaded.questions} />}
    />
  );
}
