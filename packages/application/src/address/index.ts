export * from './lookupPostcode';
export * from './validatePostcode';
export * from './searchAddresses';
export * from './expandAddressGroup';
export * from './formatAddress';
