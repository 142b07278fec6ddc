/**
 * The address calls (spec 2 §7.3 /address/*; ADR 64), decoded at the HTTP edge: the postcode,
 * moniker and key in the path and the search text in the query. Shapes and bounds only; the rules
 * (a postcode's shape per edition, the search's minimum) are the domain's.
 */
import * as t from 'io-ts';
import { ADDRESS_SEARCH } from '@kerching/domain/address';
import { SafeText } from '../codecs';

export const ADDRESS_PATH = '/v1/address';

/** A postcode or Eircode as typed, spaces and all. */
export const PostcodeParamCodec = SafeText(16, { name: 'a postcode' });
/** A group's moniker or an address's key, as a suggestion gave it. */
export const AddressRefParamCodec = SafeText(64, { name: 'an address reference' });

/** GET /address/autocomplete?q= */
export const AddressSearchQueryCodec = t.type({ q: SafeText(ADDRESS_SEARCH.maxLength * 2, { name: 'a search' }) });
