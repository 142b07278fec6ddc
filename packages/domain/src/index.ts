/**
 * The domain's families, one namespace each. Prefer the subpath imports
 * (`@kerching/domain/deal`); this barrel serves callers that want several families at once.
 */
export * as account from './account';
export * as address from './address';
export * as basket from './basket';
export * as calendar from './calendar';
export * as catalogue from './catalogue';
export * as checkout from './checkout';
export * as content from './content';
export * as deal from './deal';
export * as listing from './listing';
export * as location from './location';
export * as loyalty from './loyalty';
export * as marketing from './marketing';
export * as money from './money';
export * as navigation from './navigation';
export * as payment from './payment';
export * as promo from './promo';
export * as referral from './referral';
export * as routing from './routing';
export * as search from './search';
export * as seo from './seo';
export * as shared from './shared';
export * as site from './site';
export * as text from './text';
export * as validation from './validation';
export * as vip from './vip';
export * as voucher from './voucher';
export * as wallet from './wallet';
