/** The gift finder page's loader: its address, the listing of the deals that answer it, its questions. */
import * as O from 'fp-ts/Option';
import { redirect } from 'react-router';
import { PAGE_SIZES, giftFinderPath, parseQuery } from '@kerching/domain/listing';
import { currencySymbol } from '@kerching/domain/money';
import { listingHead } from '@kerching/domain/seo';
import type { KerchingLoadContext } from '../load-context';
import { type ListingLoaded, loadListingPage, notFound } from './listingLoader.server';
import {
  type GiftFinderQuestionView,
  answersKey,
  audienceLabel,
  giftFinderAddress,
  giftFinderQuestions,
  withGiftAnswers,
} from './giftFinderModel';

export interface GiftFinderLoaded extends ListingLoaded {
  /** Where the questions' form goes: the location's gift finder. */
  readonly action: string;
  readonly questions: ReadonlyArray<GiftFinderQuestionView>;
  /** Changes with the answers (see `answersKey`). */
  readonly answered: string;
}

export const loadGiftFinder = async (
  request: Request,
  context: KerchingLoadContext,
  location: string,
  audienceSegment: string | undefined,
): Promise<GiftFinderLoaded> => {
  const address = giftFinderAddress(location, audienceSegment, parseQuery(new URL(request.url).search));
  if (address.kind === 'notFound') return notFound();
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
  const questions = giftFinderQuestions(answers, currencySymbol(context.site.currency));
  return { ...loaded, action: giftFinderPath(location, O.none), questions, answered: answersKey(questions) };
};
