export * from './constants';
export * from './messages';
export * from './paymentInstrument';
export * from './paymentMethodEligibility';
export * from './cardValidation';
export * from './paymentFailure';
export * from './cardNumberInText';
export * from './financeTerms';
