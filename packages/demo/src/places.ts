/**
 * Towns of the demo catalogue: UK and Irish towns with their coordinates, postcode districts (UK)
 * or Eircode routing keys (Ireland), telephone area codes, streets and near-me areas. Phone
 * numbers use the UK regulator's ranges kept for drama (e.g. 020 7946 0xxx), so none is real.
 */
import type { CountryCode } from '@kerching/domain/site';

export interface NearMeArea {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  /** Postcode districts or Eircode routing keys of the area. */
  readonly districts: readonly [string, ...string[]];
  readonly streets: readonly [string, ...string[]];
}

export interface Town {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  readonly districts: readonly [string, ...string[]];
  /** Area code and the first digits of a fictional local number. */
  readonly phone: string;
  readonly streets: readonly [string, ...string[]];
  readonly areas: readonly NearMeArea[];
  /** How many local deals the town gets, relative to the others. */
  readonly weight: number;
}

const UK_STREETS: readonly [string, ...string[]] = [
  'High Street',
  'Market Street',
  'Church Street',
  'Station Road',
  'King Street',
  'Queen Street',
  'Victoria Road',
  'Mill Lane',
  'Bridge Street',
  'George Street',
];
const IE_STREETS: readonly [string, ...string[]] = [
  'Main Street',
  'Church Street',
  'Bridge Street',
  'Castle Street',
  'Market Square',
  'Patrick Street',
  'William Street',
  'John Street',
];

export const UK_TOWNS: readonly [Town, ...Town[]] = [
  {
    name: 'London',
    lat: 51.5074,
    lon: -0.1278,
    districts: ['W1D', 'WC2H', 'EC1V', 'SE1', 'N1', 'E1', 'SW4', 'NW1'],
    phone: '020 7946 0',
    streets: ['Dean Street', 'Old Street', 'Borough High Street', 'Upper Street', 'Brick Lane', 'Kings Road'],
    weight: 10,
    areas: [
      {
        name: 'Soho',
        lat: 51.5137,
        lon: -0.1337,
        districts: ['W1D', 'W1F'],
        streets: ['Dean Street', 'Greek Street', 'Frith Street'],
      },
      {
        name: 'Shoreditch',
        lat: 51.5265,
        lon: -0.0798,
        districts: ['EC2A', 'E2'],
        streets: ['Curtain Road', 'Rivington Street'],
      },
      { name: 'Camden', lat: 51.539, lon: -0.1426, districts: ['NW1'], streets: ['Parkway', 'Camden High Street'] },
      { name: 'Clapham', lat: 51.4622, lon: -0.1381, districts: ['SW4'], streets: ['Clapham High Street', 'Old Town'] },
      {
        name: 'Covent Garden',
        lat: 51.5117,
        lon: -0.124,
        districts: ['WC2E', 'WC2H'],
        streets: ['Long Acre', 'Neal Street'],
      },
      {
        name: 'Canary Wharf',
        lat: 51.5054,
        lon: -0.0235,
        districts: ['E14'],
        streets: ['Westferry Circus', 'Cabot Square'],
      },
      { name: 'Islington', lat: 51.5362, lon: -0.1033, districts: ['N1'], streets: ['Upper Street', 'Essex Road'] },
      {
        name: 'Richmond',
        lat: 51.4613,
        lon: -0.3037,
        districts: ['TW9', 'TW10'],
        streets: ['Hill Street', 'George Street'],
      },
    ],
  },
  {
    name: 'Manchester',
    lat: 53.4808,
    lon: -2.2426,
    districts: ['M1', 'M2', 'M4', 'M20'],
    phone: '0161 496 0',
    streets: ['Deansgate', 'Oldham Street', 'King Street', 'Portland Street'],
    weight: 5,
    areas: [
      {
        name: 'Northern Quarter',
        lat: 53.4839,
        lon: -2.2356,
        districts: ['M1', 'M4'],
        streets: ['Oldham Street', 'Thomas Street'],
      },
      { name: 'Ancoats', lat: 53.4847, lon: -2.2262, districts: ['M4'], streets: ['Blossom Street', 'Jersey Street'] },
      { name: 'Didsbury', lat: 53.4164, lon: -2.2319, districts: ['M20'], streets: ['Wilmslow Road', 'School Lane'] },
    ],
  },
  {
    name: 'Birmingham',
    lat: 52.4862,
    lon: -1.8904,
    districts: ['B1', 'B2', 'B3', 'B5', 'B12'],
    phone: '0121 496 0',
    streets: ['Broad Street', 'Colmore Row', 'New Street', 'Bull Street'],
    weight: 4,
    areas: [
      {
        name: 'Digbeth',
        lat: 52.4751,
        lon: -1.8838,
        districts: ['B5', 'B12'],
        streets: ['Digbeth High Street', 'Floodgate Street'],
      },
      {
        name: 'Jewellery Quarter',
        lat: 52.4896,
        lon: -1.9126,
        districts: ['B1', 'B3'],
        streets: ['Vyse Street', 'Frederick Street'],
      },
    ],
  },
  {
    name: 'Leeds',
    lat: 53.8008,
    lon: -1.5491,
    districts: ['LS1', 'LS2', 'LS6'],
    phone: '0113 496 0',
    streets: ['Briggate', 'Call Lane', 'Boar Lane', 'Park Row'],
    weight: 3,
    areas: [
      { name: 'Headingley', lat: 53.8195, lon: -1.5776, districts: ['LS6'], streets: ['Otley Road', 'North Lane'] },
    ],
  },
  {
    name: 'Glasgow',
    lat: 55.8642,
    lon: -4.2518,
    districts: ['G1', 'G2', 'G3', 'G12'],
    phone: '0141 496 0',
    streets: ['Buchanan Street', 'Sauchiehall Street', 'Argyle Street', 'Byres Road'],
    weight: 3,
    areas: [
      {
        name: 'Merchant City',
        lat: 55.8591,
        lon: -4.2449,
        districts: ['G1'],
        streets: ['Candleriggs', 'Ingram Street'],
      },
      {
        name: 'Finnieston',
        lat: 55.8652,
        lon: -4.2862,
        districts: ['G3'],
        streets: ['Argyle Street', 'Kelvinhaugh Street'],
      },
    ],
  },
  {
    name: 'Edinburgh',
    lat: 55.9533,
    lon: -3.1883,
    districts: ['EH1', 'EH2', 'EH3', 'EH6'],
    phone: '0131 496 0',
    streets: ['Rose Street', 'George Street', 'Grassmarket', 'Broughton Street'],
    weight: 3,
    areas: [
      { name: 'Leith', lat: 55.9755, lon: -3.1706, districts: ['EH6'], streets: ['The Shore', 'Constitution Street'] },
      {
        name: 'Old Town',
        lat: 55.9486,
        lon: -3.1917,
        districts: ['EH1'],
        streets: ['Cockburn Street', 'Victoria Street'],
      },
    ],
  },
  {
    name: 'Bristol',
    lat: 51.4545,
    lon: -2.5879,
    districts: ['BS1', 'BS8'],
    phone: '0117 496 0',
    streets: ['Park Street', 'Corn Street', 'Whiteladies Road', 'Gloucester Road'],
    weight: 3,
    areas: [
      {
        name: 'Clifton',
        lat: 51.4584,
        lon: -2.6167,
        districts: ['BS8'],
        streets: ['Princess Victoria Street', 'The Mall'],
      },
      { name: 'Harbourside', lat: 51.4497, lon: -2.5994, districts: ['BS1'], streets: ['Canons Way', 'Anchor Road'] },
    ],
  },
  {
    name: 'Liverpool',
    lat: 53.4084,
    lon: -2.9916,
    districts: ['L1', 'L2', 'L3'],
    phone: '0151 496 0',
    streets: ['Bold Street', 'Hope Street', 'Castle Street'],
    weight: 3,
    areas: [],
  },
  {
    name: 'Newcastle',
    lat: 54.9783,
    lon: -1.6178,
    districts: ['NE1'],
    phone: '0191 498 0',
    streets: ['Grey Street', 'Collingwood Street', 'Quayside'],
    weight: 2,
    areas: [],
  },
  {
    name: 'Sheffield',
    lat: 53.3811,
    lon: -1.4701,
    districts: ['S1', 'S11'],
    phone: '0114 496 0',
    streets: ['Division Street', 'Ecclesall Road'],
    weight: 2,
    areas: [],
  },
  {
    name: 'Nottingham',
    lat: 52.9548,
    lon: -1.1581,
    districts: ['NG1'],
    phone: '0115 496 0',
    streets: ['Long Row', 'Hockley', 'Bridlesmith Gate'],
    weight: 2,
    areas: [],
  },
  {
    name: 'Cardiff',
    lat: 51.4816,
    lon: -3.1791,
    districts: ['CF10', 'CF11'],
    phone: '029 2018 0',
    streets: ['Queen Street', 'St Mary Street', 'Cathedral Road'],
    weight: 2,
    areas: [],
  },
  {
    name: 'Brighton',
    lat: 50.8225,
    lon: -0.1372,
    districts: ['BN1', 'BN2'],
    phone: '01273 960',
    streets: ['North Laine', 'East Street', 'Western Road'],
    weight: 2,
    areas: [],
  },
  {
    name: 'Oxford',
    lat: 51.752,
    lon: -1.2577,
    districts: ['OX1', 'OX4'],
    phone: '01865 960',
    streets: ['Cowley Road', 'Cornmarket Street'],
    weight: 1,
    areas: [],
  },
  {
    name: 'Cambridge',
    lat: 52.2053,
    lon: 0.1218,
    districts: ['CB1', 'CB2'],
    phone: '01223 960',
    streets: ['Regent Street', 'Mill Road'],
    weight: 1,
    areas: [],
  },
  {
    name: 'York',
    lat: 53.959,
    lon: -1.0815,
    districts: ['YO1'],
    phone: '01904 960',
    streets: ['Stonegate', 'Micklegate', 'Goodramgate'],
    weight: 1,
    areas: [],
  },
  {
    name: 'Bath',
    lat: 51.3811,
    lon: -2.359,
    districts: ['BA1', 'BA2'],
    phone: '01225 960',
    streets: ['Milsom Street', 'Walcot Street'],
    weight: 1,
    areas: [],
  },
  {
    name: 'Belfast',
    lat: 54.5973,
    lon: -5.9301,
    districts: ['BT1', 'BT7'],
    phone: '028 9018 0',
    streets: ['Botanic Avenue', 'Donegall Street'],
    weight: 2,
    areas: [],
  },
  {
    name: 'Southampton',
    lat: 50.9097,
    lon: -1.4044,
    districts: ['SO14', 'SO15'],
    phone: '023 8018 0',
    streets: ['Above Bar Street', 'Bedford Place'],
    weight: 1,
    areas: [],
  },
  {
    name: 'Leicester',
    lat: 52.6369,
    lon: -1.1398,
    districts: ['LE1', 'LE2'],
    phone: '0116 496 0',
    streets: ['Granby Street', 'Belvoir Street'],
    weight: 1,
    areas: [],
  },
];

export const IE_TOWNS: readonly [Town, ...Town[]] = [
  {
    name: 'Dublin',
    lat: 53.3498,
    lon: -6.2603,
    districts: ['D01', 'D02', 'D07', 'D08'],
    phone: '01 555 0',
    streets: ['Grafton Street', 'Dame Street', 'Capel Street', 'South William Street', 'Camden Street'],
    weight: 6,
    areas: [
      {
        name: 'Temple Bar',
        lat: 53.3455,
        lon: -6.2642,
        districts: ['D02'],
        streets: ['Fleet Street', 'Essex Street East'],
      },
      {
        name: 'Smithfield',
        lat: 53.3488,
        lon: -6.2786,
        districts: ['D07'],
        streets: ['Smithfield Square', 'Queen Street'],
      },
      {
        name: 'Portobello',
        lat: 53.3306,
        lon: -6.2652,
        districts: ['D08'],
        streets: ['Richmond Street South', 'Clanbrassil Street'],
      },
    ],
  },
  {
    name: 'Dublin South',
    lat: 53.2745,
    lon: -6.2394,
    districts: ['D04', 'D06', 'D14', 'D16', 'A94'],
    phone: '01 555 1',
    streets: ['Main Street', 'Ranelagh Road', 'Rathmines Road Lower', 'Donnybrook Road'],
    weight: 6,
    areas: [
      { name: 'Ranelagh', lat: 53.3258, lon: -6.2566, districts: ['D06'], streets: ['Ranelagh Road', 'Sandford Road'] },
      {
        name: 'Rathmines',
        lat: 53.3219,
        lon: -6.2654,
        districts: ['D06'],
        streets: ['Rathmines Road Lower', 'Castlewood Avenue'],
      },
      {
        name: 'Dundrum',
        lat: 53.2893,
        lon: -6.2459,
        districts: ['D14', 'D16'],
        streets: ['Main Street', 'Sandyford Road'],
      },
      { name: 'Blackrock', lat: 53.3015, lon: -6.1778, districts: ['A94'], streets: ['Main Street', 'Rock Road'] },
    ],
  },
  {
    name: 'Cork',
    lat: 51.8985,
    lon: -8.4756,
    districts: ['T12', 'T23'],
    phone: '021 555 0',
    streets: ['Patrick Street', 'Oliver Plunkett Street', 'MacCurtain Street', 'Washington Street'],
    weight: 3,
    areas: [
      {
        name: 'Douglas',
        lat: 51.8767,
        lon: -8.4355,
        districts: ['T12'],
        streets: ['Douglas Village', 'Church Street'],
      },
    ],
  },
  {
    name: 'Galway',
    lat: 53.2707,
    lon: -9.0568,
    districts: ['H91'],
    phone: '091 555 0',
    streets: ['Shop Street', 'Quay Street', 'Dominick Street', 'Eyre Square'],
    weight: 3,
    areas: [
      {
        name: 'Salthill',
        lat: 53.2592,
        lon: -9.0774,
        districts: ['H91'],
        streets: ['Upper Salthill', 'Seapoint Promenade'],
      },
    ],
  },
  {
    name: 'Limerick',
    lat: 52.6638,
    lon: -8.6267,
    districts: ['V94'],
    phone: '061 555 0',
    streets: ["O'Connell Street", 'Thomas Street', 'Cruises Street'],
    weight: 2,
    areas: [],
  },
  {
    name: 'Waterford',
    lat: 52.2593,
    lon: -7.1101,
    districts: ['X91'],
    phone: '051 555 0',
    streets: ['The Quay', 'John Street', 'Barronstrand Street'],
    weight: 1,
    areas: [],
  },
  {
    name: 'Kilkenny',
    lat: 52.6541,
    lon: -7.2448,
    districts: ['R95'],
    phone: '056 555 0',
    streets: ['High Street', 'Parliament Street', 'John Street'],
    weight: 1,
    areas: [],
  },
  {
    name: 'Killarney',
    lat: 52.0599,
    lon: -9.5044,
    districts: ['V93'],
    phone: '064 555 0',
    streets: ['Main Street', 'New Street', 'High Street'],
    weight: 1,
    areas: [],
  },
  {
    name: 'Athlone',
    lat: 53.4239,
    lon: -7.9407,
    districts: ['N37'],
    phone: '090 555 0',
    streets: ['Church Street', 'Barrack Street'],
    weight: 1,
    areas: [],
  },
  {
    name: 'Sligo',
    lat: 54.2766,
    lon: -8.4761,
    districts: ['F91'],
    phone: '071 555 0',
    streets: ["O'Connell Street", 'Wine Street'],
    weight: 1,
    areas: [],
  },
  {
    name: 'Drogheda',
    lat: 53.7179,
    lon: -6.3561,
    districts: ['A92'],
    phone: '041 555 0',
    streets: ['West Street', 'Laurence Street'],
    weight: 1,
    areas: [],
  },
];

export const townsOf = (country: CountryCode): readonly [Town, ...Town[]] => (country === 'ie' ? IE_TOWNS : UK_TOWNS);
export const streetsOf = (country: CountryCode): readonly [string, ...string[]] =>
  country === 'ie' ? IE_STREETS : UK_STREETS;

/** Where travel deals go: a destination, its country (for addresses) and its coordinates. */
export interface Destination {
  readonly name: string;
  readonly region: string;
  readonly lat: number;
  readonly lon: number;
  /** Postcode district or Eircode routing key for domestic stays; empty abroad. */
  readonly district: string;
  /** An Irish stay's phone prefix: its own area code (UK stays take Ofcom's drama range). */
  readonly phone?: string;
}

export const UK_DESTINATIONS: readonly [Destination, ...Destination[]] = [
  { name: 'Windermere', region: 'Lake District', lat: 54.3805, lon: -2.9077, district: 'LA23' },
  { name: 'Bournemouth', region: 'Dorset', lat: 50.7192, lon: -1.8808, district: 'BH2' },
  { name: 'Newquay', region: 'Cornwall', lat: 50.415, lon: -5.0732, district: 'TR7' },
  { name: 'Bourton-on-the-Water', region: 'Cotswolds', lat: 51.8858, lon: -1.7599, district: 'GL54' },
  { name: 'Harrogate', region: 'North Yorkshire', lat: 53.9921, lon: -1.5418, district: 'HG1' },
  { name: 'Llandudno', region: 'North Wales', lat: 53.3241, lon: -3.8276, district: 'LL30' },
  { name: 'Aviemore', region: 'Scottish Highlands', lat: 57.1953, lon: -3.8284, district: 'PH22' },
  { name: 'Scarborough', region: 'Yorkshire Coast', lat: 54.2831, lon: -0.3998, district: 'YO11' },
  { name: 'Stratford-upon-Avon', region: 'Warwickshire', lat: 52.1917, lon: -1.7073, district: 'CV37' },
  { name: 'Brighton', region: 'East Sussex', lat: 50.8225, lon: -0.1372, district: 'BN1' },
  { name: 'York', region: 'North Yorkshire', lat: 53.959, lon: -1.0815, district: 'YO1' },
  { name: 'Edinburgh', region: 'Scotland', lat: 55.9533, lon: -3.1883, district: 'EH1' },
];

export const IE_DESTINATIONS: readonly [Destination, ...Destination[]] = [
  { name: 'Killarney', region: 'Co. Kerry', lat: 52.0599, lon: -9.5044, district: 'V93', phone: '064 555 0' },
  { name: 'Westport', region: 'Co. Mayo', lat: 53.8008, lon: -9.5219, district: 'F28', phone: '098 555 0' },
  { name: 'Kinsale', region: 'Co. Cork', lat: 51.7059, lon: -8.5222, district: 'P17', phone: '021 555 0' },
  { name: 'Galway', region: 'Co. Galway', lat: 53.2707, lon: -9.0568, district: 'H91', phone: '091 555 0' },
  { name: 'Enniskerry', region: 'Co. Wicklow', lat: 53.1926, lon: -6.1691, district: 'A98', phone: '01 555 0' },
  { name: 'Dingle', region: 'Co. Kerry', lat: 52.1409, lon: -10.2689, district: 'V92', phone: '066 555 0' },
  { name: 'Donegal Town', region: 'Co. Donegal', lat: 54.6538, lon: -8.1096, district: 'F94', phone: '074 555 0' },
  { name: 'Kilkenny', region: 'Co. Kilkenny', lat: 52.6541, lon: -7.2448, district: 'R95', phone: '056 555 0' },
  { name: 'Adare', region: 'Co. Limerick', lat: 52.5641, lon: -8.7902, district: 'V94', phone: '061 555 0' },
  { name: 'Dublin', region: 'Dublin City', lat: 53.3498, lon: -6.2603, district: 'D02', phone: '01 555 0' },
];

export const INTERNATIONAL_DESTINATIONS: readonly [Destination, ...Destination[]] = [
  { name: 'Tenerife', region: 'Canary Islands', lat: 28.2916, lon: -16.6291, district: '' },
  { name: 'Algarve', region: 'Portugal', lat: 37.0179, lon: -7.9304, district: '' },
  { name: 'Paris', region: 'France', lat: 48.8566, lon: 2.3522, district: '' },
  { name: 'Rome', region: 'Italy', lat: 41.9028, lon: 12.4964, district: '' },
  { name: 'Barcelona', region: 'Spain', lat: 41.3874, lon: 2.1686, district: '' },
  { name: 'Amsterdam', region: 'Netherlands', lat: 52.3676, lon: 4.9041, district: '' },
  { name: 'Prague', region: 'Czech Republic', lat: 50.0755, lon: 14.4378, district: '' },
  { name: 'Majorca', region: 'Balearic Islands', lat: 39.6953, lon: 3.0176, district: '' },
  { name: 'Crete', region: 'Greece', lat: 35.2401, lon: 24.8093, district: '' },
  { name: 'Dubai', region: 'United Arab Emirates', lat: 25.2048, lon: 55.2708, district: '' },
  { name: 'Marrakech', region: 'Morocco', lat: 31.6295, lon: -7.9811, district: '' },
  { name: 'Lake Garda', region: 'Italy', lat: 45.6495, lon: 10.6401, district: '' },
];

const EIRCODE_LETTERS = 'ACDEFHKNPRTVWXY0123456789';
const POSTCODE_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/** A well-shaped postcode in a district ("W1D 4HT") or an Eircode with a routing key ("D02 X285"). */
export const postcodeIn = (country: CountryCode, district: string, pick: (n: number) => number): string => {
  if (country === 'ie') {
    const id = Array.from({ length: 4 }, () => EIRCODE_LETTERS[pick(EIRCODE_LETTERS.length)] ?? 'X').join('');
    return `${district} ${id}`;
  }
  const letter = (): string => POSTCODE_LETTERS[pick(POSTCODE_LETTERS.length)] ?? 'A';
  return `${district} ${pick(9) + 1}${letter()}${letter()}`;
};
