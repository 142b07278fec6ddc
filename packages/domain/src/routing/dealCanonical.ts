/**
 * One address per deal (spec 1 §2 deal paths; SEO): a deal page reached at another path than the
 * deal's canonical one (other category segments or blurb, the id without the evergreen `e`, a
 * trailing slash is fine) is sent to the canonical path, keeping a requested product id (a second
 * numeric segment), since it chooses the product. Paths that do not parse are not redirected.
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { buildDealPath, parseDealPath } from './dealPath';

export const dealPathRedirect = (requested: string, canonical: string): O.Option<string> =>
  pipe(
    O.Do,
    O.apS('asked', O.fromEither(parseDealPath(requested))),
    O.apS('home', O.fromEither(parseDealPath(canonical))),
    O.map(({ asked, home }) => ({
      asked: buildDealPath(asked),
      target: buildDealPath({ ...home, productId: asked.productId }),
    })),
    O.filter(({ asked, target }) => asked !== target),
    O.map(({ target }) => target),
  );
