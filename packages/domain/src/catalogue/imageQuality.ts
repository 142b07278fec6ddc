/**
 * The quality an image is sent at (spec 2 §9 "Image quality 85 default, 60 or 35 degraded"). An
 * image address asks for a quality (85 by default); a shopper who saves data, or whose connection is
 * slow, gets less: at most 60 with Save-Data or on 3G, at most 35 on 2G. It is never more than the
 * address asks. The same address answers differently by connection, so the answer varies by the
 * two request headers it reads.
 */
import * as O from 'fp-ts/Option';
import { IMAGE_QUALITY } from './imageUrl';

/** The effective connection types of the ECT client hint, slowest first. */
export const EFFECTIVE_CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type EffectiveConnectionType = (typeof EFFECTIVE_CONNECTION_TYPES)[number];

/** What a request says of the shopper's connection. */
export interface ConnectionHints {
  /** The Save-Data client hint is on. */
  readonly saveData: boolean;
  /** The ECT client hint, when the browser sent one we know. */
  readonly effectiveType: O.Option<EffectiveConnectionType>;
}

/** The ECT hint's value, when it is one we know ("4g", " 3G "). */
export const effectiveConnectionType = (value: string | undefined): O.Option<EffectiveConnectionType> => {
  const type = (value ?? '').trim().toLowerCase();
  return O.fromNullable(EFFECTIVE_CONNECTION_TYPES.find((known) => known === type));
};

/** The hints as a request carries them: the Save-Data header ("on") and the ECT header. */
export const connectionHints = (saveData: string | undefined, ect: string | undefined): ConnectionHints => ({
  saveData: (saveData ?? '').trim().toLowerCase() === 'on',
  effectiveType: effectiveConnectionType(ect),
});

/** The most a connection gets: low on 2G, degraded on 3G or with Save-Data, else all that is asked. */
const ceiling = ({ saveData, effectiveType }: ConnectionHints): number => {
  const type = O.toUndefined(effectiveType);
  if (type === 'slow-2g' || type === '2g') return IMAGE_QUALITY.low;
  if (saveData || type === '3g') return IMAGE_QUALITY.degraded;
  return Number.POSITIVE_INFINITY;
};

export const deliveredImageQuality = (asked: number, hints: ConnectionHints): number => Math.min(asked, ceiling(hints));
