export * from './localAddressBook';
export * from './addressData';
