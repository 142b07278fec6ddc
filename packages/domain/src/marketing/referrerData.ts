/**
 * Referrer data (spec 1 §5 "Referrer data stored only when the source tag is non-empty").
 *
 * The source tag is the visitor's marketing source (the `source` or `usr_src` query value). A tag
 * of only spaces is empty. What is stored: the trimmed tag, the referring address (empty when the
 * browser sent none) and the landing address.
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';

export interface ReferrerData {
  readonly sourceTag: string;
  readonly referrer: string;
  readonly landingUrl: string;
}

export interface ReferrerVisit {
  readonly sourceTag: O.Option<string>;
  readonly referrer: O.Option<string>;
  readonly landingUrl: string;
}

export const referrerDataToStore = (visit: ReferrerVisit): O.Option<ReferrerData> =>
  pipe(
    visit.sourceTag,
    O.map((tag) => tag.trim()),
    O.filter((tag) => tag !== ''),
    O.map((sourceTag) => ({
      sourceTag,
      referrer: pipe(
        visit.referrer,
        O.getOrElse(() => ''),
      ),
      landingUrl: visit.landingUrl,
    })),
  );
