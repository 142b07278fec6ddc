/** Address lookup in the composition root: the local data set unless another provider is given. */
import type { Container } from 'inversify';
import {
  ExpandAddressGroup,
  FormatAddress,
  LookupPostcode,
  SearchAddresses,
  ValidatePostcode,
} from '@kerching/application/address';
import { ADDRESS_KEYS } from '@kerching/application/services';
import { LocalAddressBook } from '@kerching/adapters-address';
import { TOKENS, type AddressLookup, type Key } from '@kerching/ports';
import { bindKey } from './keys';

export const bindAddress = (container: Container, lookup: AddressLookup = new LocalAddressBook()): void => {
  bindKey(container, TOKENS.AddressLookup).toConstantValue(lookup);
  const onLookup: [Key<AddressLookup>] = [TOKENS.AddressLookup];
  bindKey(container, ADDRESS_KEYS.lookupPostcode).toResolvedValue(
    (l: AddressLookup) => new LookupPostcode(l),
    onLookup,
  );
  bindKey(container, ADDRESS_KEYS.validatePostcode).toResolvedValue(
    (l: AddressLookup) => new ValidatePostcode(l),
    onLookup,
  );
  bindKey(container, ADDRESS_KEYS.searchAddresses).toResolvedValue(
    (l: AddressLookup) => new SearchAddresses(l),
    onLookup,
  );
  bindKey(container, ADDRESS_KEYS.expandAddressGroup).toResolvedValue(
    (l: AddressLookup) => new ExpandAddressGroup(l),
    onLookup,
  );
  bindKey(container, ADDRESS_KEYS.formatAddress).toResolvedValue((l: AddressLookup) => new FormatAddress(l), onLookup);
};
