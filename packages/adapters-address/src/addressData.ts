/**
 * The local address data set (issue 42): addresses in the demo catalogue's towns, so that postcode
 * and Eircode lookup work in development, in the demo and in tests without an outside service.
 * Streets, districts and post towns are real; the premises are made up. UK postcodes name a street
 * segment with several addresses; an Eircode names one address, as An Post's do.
 */
import type { PostalAddress } from '@kerching/domain/address';

interface UkStreet {
  readonly postcode: string;
  readonly street: string;
  readonly town: string;
  readonly county: string;
  /** House numbers, or premise lines ("Flat 2, 14") before the street. */
  readonly premises: ReadonlyArray<number | string>;
}

interface IrishStreet {
  readonly routingKey: string;
  readonly street: string;
  readonly town: string;
  readonly county: string;
  /** The unique part of each address's Eircode, with its number on the street. */
  readonly addresses: ReadonlyArray<readonly [string, number]>;
}

const odd = (from: number, count: number): ReadonlyArray<number> =>
  Array.from({ length: count }, (_, i) => from + 2 * i);
const flats = (building: number, count: number): ReadonlyArray<string> =>
  Array.from({ length: count }, (_, i) => `Flat ${i + 1}, ${building}`);

const UK_STREETS: ReadonlyArray<UkStreet> = [
  { postcode: 'WC2E 9DD', street: 'Henrietta Street', town: 'London', county: '', premises: odd(1, 8) },
  {
    postcode: 'W1D 4HS',
    street: 'Dean Street',
    town: 'London',
    county: '',
    premises: [...odd(41, 6), ...flats(58, 4)],
  },
  { postcode: 'E1 6AN', street: 'Commercial Street', town: 'London', county: '', premises: odd(101, 7) },
  { postcode: 'NW1 8AH', street: 'Camden High Street', town: 'London', county: '', premises: odd(201, 6) },
  { postcode: 'SW4 7AA', street: 'Clapham High Street', town: 'London', county: '', premises: odd(11, 6) },
  {
    postcode: 'N1 2TX',
    street: 'Upper Street',
    town: 'London',
    county: '',
    premises: [...odd(301, 5), ...flats(310, 3)],
  },
  { postcode: 'E14 5AB', street: 'Canada Square', town: 'London', county: '', premises: flats(25, 6) },
  { postcode: 'TW9 1SX', street: 'George Street', town: 'Richmond', county: 'Surrey', premises: odd(21, 6) },
  {
    postcode: 'M3 4LZ',
    street: 'Deansgate',
    town: 'Manchester',
    county: '',
    premises: [...odd(201, 5), ...flats(214, 4)],
  },
  { postcode: 'M4 1HN', street: 'Oldham Street', town: 'Manchester', county: '', premises: odd(31, 7) },
  { postcode: 'M4 6FA', street: 'Blossom Street', town: 'Manchester', county: '', premises: odd(1, 5) },
  { postcode: 'M20 6RL', street: 'Wilmslow Road', town: 'Manchester', county: '', premises: odd(701, 6) },
  { postcode: 'B1 1BB', street: 'Broad Street', town: 'Birmingham', county: '', premises: odd(101, 6) },
  { postcode: 'B5 5SE', street: 'Digbeth', town: 'Birmingham', county: '', premises: odd(151, 5) },
  { postcode: 'B18 6HA', street: 'Vyse Street', town: 'Birmingham', county: '', premises: odd(41, 5) },
  { postcode: 'LS1 6AP', street: 'Briggate', town: 'Leeds', county: '', premises: odd(61, 6) },
  { postcode: 'LS6 3HN', street: 'Otley Road', town: 'Leeds', county: '', premises: odd(11, 5) },
  { postcode: 'G1 1JJ', street: 'Candleriggs', town: 'Glasgow', county: '', premises: odd(21, 5) },
  { postcode: 'G3 8JU', street: 'Argyle Street', town: 'Glasgow', county: '', premises: odd(1101, 6) },
  { postcode: 'EH1 1SR', street: 'High Street', town: 'Edinburgh', county: '', premises: odd(201, 6) },
  { postcode: 'EH6 6LX', street: 'The Shore', town: 'Edinburgh', county: '', premises: odd(1, 6) },
  { postcode: 'BS8 4AA', street: 'Princess Victoria Street', town: 'Bristol', county: '', premises: odd(11, 5) },
  { postcode: 'BS1 5DB', street: 'Canons Way', town: 'Bristol', county: '', premises: flats(3, 6) },
  { postcode: 'L1 4DQ', street: 'Bold Street', town: 'Liverpool', county: '', premises: odd(51, 6) },
  { postcode: 'NE1 6SU', street: 'Grey Street', town: 'Newcastle upon Tyne', county: '', premises: odd(41, 5) },
  { postcode: 'S1 2HH', street: 'Division Street', town: 'Sheffield', county: '', premises: odd(101, 5) },
  { postcode: 'NG1 2BY', street: 'Hockley', town: 'Nottingham', county: '', premises: odd(21, 5) },
  { postcode: 'CF10 1BH', street: 'St Mary Street', town: 'Cardiff', county: '', premises: odd(61, 6) },
  { postcode: 'BN1 1UB', street: 'North Street', town: 'Brighton', county: '', premises: odd(121, 5) },
  { postcode: 'OX1 3BD', street: 'Broad Street', town: 'Oxford', county: '', premises: odd(31, 5) },
  { postcode: 'CB2 3QZ', street: 'Trinity Street', town: 'Cambridge', county: '', premises: odd(11, 5) },
  { postcode: 'YO1 8RS', street: 'Stonegate', town: 'York', county: '', premises: odd(21, 5) },
  { postcode: 'BA1 1LS', street: 'Milsom Street', town: 'Bath', county: '', premises: odd(11, 5) },
  { postcode: 'BT1 5GS', street: 'Donegall Place', town: 'Belfast', county: '', premises: odd(21, 5) },
  { postcode: 'SO14 7DU', street: 'Above Bar Street', town: 'Southampton', county: '', premises: odd(101, 5) },
  { postcode: 'LE1 5YA', street: 'High Street', town: 'Leicester', county: '', premises: odd(41, 5) },
];

const IRISH_STREETS: ReadonlyArray<IrishStreet> = [
  {
    routingKey: 'D02',
    street: 'Grafton Street',
    town: 'Dublin 2',
    county: 'Co. Dublin',
    addresses: [
      ['X285', 12],
      ['F5P2', 14],
      ['K7W3', 16],
      ['AE64', 18],
      ['N2Y8', 20],
      ['P6T0', 22],
    ],
  },
  {
    routingKey: 'D01',
    street: "O'Connell Street Upper",
    town: 'Dublin 1',
    county: 'Co. Dublin',
    addresses: [
      ['H9W2', 41],
      ['R3C5', 43],
      ['T8D1', 45],
      ['E4F6', 47],
      ['V2N7', 49],
    ],
  },
  {
    routingKey: 'D08',
    street: 'Thomas Street',
    town: 'Dublin 8',
    county: 'Co. Dublin',
    addresses: [
      ['Y4K6', 101],
      ['C9R2', 103],
      ['W7E5', 105],
      ['F3H8', 107],
    ],
  },
  {
    routingKey: 'T12',
    street: 'Oliver Plunkett Street',
    town: 'Cork',
    county: 'Co. Cork',
    addresses: [
      ['T0CT', 31],
      ['X6R2', 33],
      ['K4N9', 35],
      ['E7H3', 37],
      ['W5A8', 39],
    ],
  },
  {
    routingKey: 'H91',
    street: 'Shop Street',
    town: 'Galway',
    county: 'Co. Galway',
    addresses: [
      ['E2K8', 5],
      ['N5D4', 7],
      ['R8X1', 9],
      ['C3T6', 11],
    ],
  },
  {
    routingKey: 'V94',
    street: "O'Connell Street",
    town: 'Limerick',
    county: 'Co. Limerick',
    addresses: [
      ['T9PX', 100],
      ['H2E5', 102],
      ['Y6K3', 104],
      ['A4R7', 106],
    ],
  },
  {
    routingKey: 'R95',
    street: 'High Street',
    town: 'Kilkenny',
    county: 'Co. Kilkenny',
    addresses: [
      ['D7F2', 21],
      ['X3N8', 23],
      ['P9C4', 25],
    ],
  },
];

const keyPart = (text: string): string => text.replace(/[^A-Za-z0-9]+/g, '').toUpperCase();

const ukAddresses = (street: UkStreet): ReadonlyArray<PostalAddress> =>
  street.premises.map((premise) => {
    const [flat, number] = typeof premise === 'number' ? [undefined, premise] : premise.split(', ');
    return {
      key: `gb-${keyPart(street.postcode)}-${flat === undefined ? '' : `${keyPart(flat)}-`}${number}`,
      lines: [...(flat === undefined ? [] : [flat]), `${number} ${street.street}`],
      town: street.town,
      county: street.county,
      postcode: street.postcode,
      country: 'gb',
    };
  });

const irishAddresses = (street: IrishStreet): ReadonlyArray<PostalAddress> =>
  street.addresses.map(([unique, number]) => ({
    key: `ie-${street.routingKey}${unique}`,
    lines: [`${number} ${street.street}`],
    town: street.town,
    county: street.county,
    postcode: `${street.routingKey} ${unique}`,
    country: 'ie',
  }));

/** Every address of the local data set, UK then Irish. */
export const LOCAL_ADDRESSES: ReadonlyArray<PostalAddress> = [
  ...UK_STREETS.flatMap(ukAddresses),
  ...IRISH_STREETS.flatMap(irishAddresses),
];
