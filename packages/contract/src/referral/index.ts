/**
 * Bodies of the referral calls (spec 2 §7.4 /v1/user/raf/stat/share and /open; /user/raf/assign):
 * shapes and bounds only; whether a code is ours and who may be referred are the use-cases' rules.
 */
import * as t from 'io-ts';
import { SafeText } from '../codecs';

const ShortText = (name: string, max: number) => SafeText(max, { name });

/** The link was shared through one channel (copy, email, whatsapp, facebook or x). */
export const ReferralShareBodyCodec = t.type({ channel: ShortText('a share channel', 20) });

/** A friend opened a link, or a new shopper claims one: the link's code. */
export const ReferralCodeBodyCodec = t.type({ code: ShortText('a referral code', 40) });
