import * as t from 'io-ts';
import type { CountryCode } from '@kerching/domain/site';

export { Integer, SiteKeyCodec } from '../deals/dealSummary';

export const CountryCodeCodec: t.Type<CountryCode> = t.keyof({ gb: null, ie: null }, 'gb or ie');
