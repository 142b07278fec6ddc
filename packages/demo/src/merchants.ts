/**
 * Merchant names of the demo catalogue, by category leaf (short name) or by art theme, for UK and
 * Irish sites. Invented names: any likeness to a real business is chance.
 */
import type { CountryCode } from '@kerching/domain/site';

type Pool = readonly [string, ...string[]];

/** Travel companies abroad: a trip is booked with them, not stayed at. */
const TOUR_OPERATORS = [
  'Blue Horizon Holidays',
  'Wanderlust Escapes',
  'City Hop Breaks',
  'Sunseeker Travel',
  'Azure Cruises',
] as const;

export const isTourOperator = (name: string): boolean => TOUR_OPERATORS.some((operator) => operator === name);

const UK: Readonly<Record<string, Pool>> = {
  italian: [
    'Bella Napoli',
    'Trattoria Romana',
    'Pizzeria Vesuvio',
    'Casa Toscana',
    'La Dolce Vita',
    'Il Forno',
    "Luigi's Kitchen",
  ],
  indian: [
    'The Spice Route',
    'Jaipur Palace',
    'Masala Street',
    'Tandoori Nights',
    'The Curry Leaf',
    'Chilli Pickle House',
  ],
  steakhouse: ["The Butcher's Block", 'Prime Cut Grill', 'The Chophouse', 'Hickory & Ash', 'Smoke & Fire Steakhouse'],
  'asian-fusion': ['Lotus Garden', 'Dragon Pearl', 'Sakura Sushi', 'Bamboo House', 'Tokyo Table', 'Red Lantern'],
  seafood: ['The Salt House', 'The Oyster Catcher', 'The Harbour Kitchen', 'Fin & Anchor', "The Captain's Table"],
  tea: [
    'The Copper Kettle',
    'The Tea Rooms',
    'Rose & Teacup',
    'The Orangery',
    'Primrose Parlour',
    'The Clockhouse Hotel',
  ],
  brunch: ['Sunny Side Kitchen', 'The Daily Grind', 'Brunch & Bubbles', 'The Avocado Tree', 'Eggs & Co.'],
  drinks: [
    'The Alchemist Rooms',
    'The Gin Parlour',
    'Hop & Barrel',
    'The Botanist Bar',
    'The Crown & Anchor',
    'The Red Lion',
  ],
  spa: ['Serenity Spa', 'Lotus Wellness Spa', 'The Retreat Spa', 'Haven Day Spa', 'Tranquil Waters Spa', 'Willow Spa'],
  massage: ['Knead Massage Studio', 'The Massage Rooms', 'Bodyworks Clinic', 'Calm Hands Therapy'],
  beauty: ['Glow Skin Clinic', 'The Beauty Lounge', 'Radiance Aesthetics', 'Luxe Lash & Brow', 'Pure Skin Studio'],
  nails: ['Polished Nail Bar', 'Nail Envy Studio', 'The Nail Lounge', 'Gloss & Go'],
  'hair-styling': ['The Hair Loft', 'Scissor Sisters Salon', 'The Blow Dry Bar', 'Gloss Salon'],
  adventure: [
    'Velocity Driving Experiences',
    'Skyline Flight Centre',
    'Urban Axe',
    'Thunder Karting',
    'Paintball Kingdom',
    'Airborne Skydive Centre',
  ],
  escape: ['Lockdown Escape Rooms', 'Clue Quest Rooms', 'The Great Escape Game', 'Enigma Rooms'],
  class: ['The Cookery School', 'Clay Studio', 'Wheel & Kiln Pottery', 'Wick & Wax Workshop', 'Knife Skills Kitchen'],
  daysout: ['The Oceanarium', 'Meadowbank Wildlife Park', 'Bounce Zone Trampoline Park', 'Adventure Kingdom'],
  fitness: ['Iron Works Gym', 'PureForm Fitness', 'Spin Republic', 'Boxfit Academy', 'Core Strength Studio'],
  yoga: ['Northern Lights Yoga', 'Flow Pilates Studio', 'Hot Yoga House', 'Balance Reformer Studio'],
  health: ['Bright Smile Dental', 'The Smile Studio', 'Clear Vision Opticians', 'Wellcheck Clinic', 'City Dental Care'],
  tech: ['Gadget Hub', 'TechDeals Direct', 'Volt Electrical', 'Pixel & Co.', 'Renewd Tech'],
  home: ['Home Comforts Direct', 'Dreamy Nights Bedding', 'Kitchen Craft Co.', 'Nest & Nook'],
  garden: ['Garden Glow', 'Patio Living', 'Green Fingers Direct'],
  fashion: ['Urban Threads', 'Northwind Outerwear', 'Luna & Lace', 'Harbour Knitwear', 'Satchel & Strap'],
  jewellery: ['Silver Lining Jewellery', 'Crystal Charm', 'Timepiece Outlet', 'Gemstone Gallery'],
  fragrance: ['Scent Boutique', 'The Fragrance Store', 'Bottled Luxury'],
  toys: ['Tiny Tots Toys', 'Game Night Co.', 'Little Explorers'],
  outdoors: ['Trail & Tent', 'FitKit Direct', 'Summit Outdoor'],
  wine: ['The Wine Cellar Club', 'Still & Barrel Spirits', 'Vintage Vines'],
  gift: ['Pamper Parcels', 'Engraved Gifts Co.', 'Gift Experience Box', 'Photo Canvas Co.', 'Starlight Prints'],
  vip: ['The Mayfair Club', 'Sterling House', 'The Gilded Room'],
  wellness: ['Mindful Living Co.', 'Still Waters Retreat', 'Breathe Studio', 'Sage & Stone'],
  hotel: [
    'The Lakeside Hotel',
    'Harbour View Hotel',
    'Oakwood Manor',
    'The Riverside Hotel & Spa',
    'Bayview Hotel',
    'The Old Rectory',
    'Kingsmill Lodge',
    'Seacliff House Hotel',
    'Ashford Park Hotel',
    'The Crescent Hotel',
  ],
  abroad: [...TOUR_OPERATORS, 'Hotel Miramar', 'Playa Dorada Resort', 'Grand Hotel Europa'],
};

const IE: Readonly<Record<string, Pool>> = {
  italian: ['Trattoria Liffey', 'Pizzeria Napoletana', 'Casa Rossi', 'Il Vicolo'],
  indian: ['Spice of Bengal', 'The Tandoor House', 'Monsoon Kitchen'],
  steakhouse: ["O'Brien's Steakhouse", 'The Grill Room', 'Hanger & Rib'],
  'asian-fusion': ['Tokyo Kitchen', 'Jade Garden', 'Saba Noodle Bar'],
  seafood: ['The Salty Dog', 'The Harbour Bar & Grill', 'Claddagh Seafood Kitchen'],
  tea: ['Kettle & Crumb', 'The Tea Garden', 'The Pantry Tea Rooms', 'The Conservatory'],
  brunch: ["Doyle's Bistro", 'The Larder', 'Morning Glory Café'],
  drinks: [
    "Dunne's Tap House",
    'The Gin Loft',
    "Fitzgerald's Bar",
    "Gallagher's Bar & Kitchen",
    "O'Donoghue's Bar & Kitchen",
  ],
  spa: ['Liffey Spa', 'Wicklow Wellness Spa', 'Seaweed Baths & Spa', 'The Sanctuary Day Spa'],
  massage: ['Healing Hands Clinic', 'The Massage Studio'],
  beauty: ['Glow Beauty Rooms', 'Skin Deep Clinic', 'The Brow Bar'],
  nails: ['Nail Envy', 'The Nail Bar'],
  'hair-styling': ['Hair by Aoife', 'The Style Room', 'Cut & Colour'],
  adventure: ['Claddagh Adventures', 'Atlantic Kayak Co.', 'Kart City', 'Axe & Arrow'],
  escape: ['Escape Dublin Rooms', 'Puzzle Lock Rooms'],
  class: ['The Cookery Kitchen', 'Kiln & Clay', 'Craft Corner Workshops'],
  daysout: ['Wild Atlantic Aquarium', 'Fota Farm Park', 'Jump Zone'],
  fitness: ['Shannon Fitness', 'Iron House Gym', 'Cycle Studio Dublin'],
  yoga: ['Phoenix Park Yoga', 'Lotus Pilates', 'The Yoga Loft'],
  health: ['Smile Dental Clinic', 'Eye Care Opticians', 'Wellness Medical Centre'],
  hotel: [
    'Connemara Lodge',
    'The Galway Bay Inn',
    'Lakeside Manor',
    'The Harbour Hotel',
    'Castle Court Hotel',
    'The Riverside Inn',
    'Kilmore House Hotel',
    'Glenview Hotel & Spa',
  ],
};

const FALLBACK: Pool = ['The Local Company'];

/**
 * Names for an offer whose leaf mixes kinds of venue (by the offer's tag): an adrenaline day or an
 * experience is sold by a place that does that one thing, so a driving lesson is not "at Urban Axe".
 */
const BY_OFFER: Readonly<Record<CountryCode, Readonly<Record<string, Pool>>>> = {
  gb: {
    driving: ['Velocity Driving Experiences', 'Apex Track Days', 'Redline Driving Centre', 'Pit Lane Motorsport'],
    flying: ['Skyline Flight Centre', 'Cloudbase Aviation', 'Blue Yonder Flight School'],
    'axe-throwing': ['Urban Axe', 'Axe & Barrel', 'The Lumberyard'],
    karting: ['Thunder Karting', 'Grid Kart Raceway', 'Apex Karting'],
    paintball: ['Paintball Kingdom', 'Splat Zone Paintball', 'Combat Woods'],
    skydiving: ['Airborne Skydive Centre', 'Freefall Indoor Skydiving', 'Windtunnel Flyers'],
  },
  ie: {
    driving: ['Emerald Track Days', 'Shannon Driving Experiences'],
    flying: ['Atlantic Air Flights', 'Liffey Flight Centre'],
    'axe-throwing': ['Axe & Arrow', 'Celtic Axe Co.'],
    karting: ['Kart City', 'Green Flag Karting'],
    paintball: ['Wild Woods Paintball', 'Claddagh Adventures'],
    skydiving: ['Irish Indoor Skydiving', 'Sky High Ireland'],
  },
};

/**
 * Names for an offer (by its first tag that has a pool), else its leaf (by short name), then its
 * theme, UK names where an Irish pool is missing.
 */
export const merchantPool = (
  country: CountryCode,
  leafShortName: string,
  theme: string,
  offerTags: readonly string[] = [],
): Pool => {
  for (const tag of offerTags) {
    const named = BY_OFFER[country][tag];
    if (named !== undefined) return named;
  }
  const pools = country === 'ie' ? [IE, UK] : [UK];
  for (const pool of pools) {
    const named = pool[leafShortName] ?? pool[theme];
    if (named !== undefined) return named;
  }
  return FALLBACK;
};

/** Names for stays: hotels at home, operators and resorts abroad. */
export const hotelPool = (country: CountryCode, abroad: boolean): Pool =>
  abroad ? (UK['abroad'] ?? FALLBACK) : ((country === 'ie' ? IE['hotel'] : UK['hotel']) ?? FALLBACK);
