/**
 * The demo category tree (top, sub, sub-sub) and what each leaf sells.
 *
 * - Every short name is unique across the whole tree, so any path segment names one node.
 * - `canonicalPathType` is 'local' (deals in a town), 'national' (shipped or e-vouchers: the
 *   `national-deal` location, `shop` in deal paths) or 'travel' (the `escapes` location); VIP and
 *   wellness sub-categories carry their own.
 * - Travel: 'UK Travel' (navigationType 'travel') has deals on the UK sites only, 'Ireland Travel'
 *   (navigationType 'travel') on the Irish sites only, 'International Travel'
 *   ('international-travel') on all four; their sub-categories carry the same navigation type.
 * - Restricted sub-categories of the payment rules are real ids here: 14 Jewellery, 17 Watches,
 *   386 Mobile Phones, 398 Laptops & Tablets, 585 Perfume, 586 Aftershave (baskets only under 50);
 *   218 Gift Cards and 711 Wine & Spirits (no Klarna).
 * - `theme` names the image art of the node (see images/artThemes.ts); leaves inherit it.
 */
import type { CountryCode } from '@kerching/domain/site';

export type CanonicalPathType = 'local' | 'national' | 'travel';
export type NavigationType = 'travel' | 'international-travel';

/** How a deal's products differ: each kind has its labels and price multipliers (see products.ts). */
export type VariantKind =
  'people' | 'duration' | 'sessions' | 'passes' | 'pack' | 'colour' | 'size' | 'bedding' | 'nights' | 'card' | 'single';

export interface Offer {
  readonly title: string;
  /** The original price in pounds of the first variant, of scale 1 (euro prices are derived). */
  readonly original: number;
  /** The smallest discount, percent. */
  readonly off: number;
  readonly variants: VariantKind;
  readonly tags: readonly string[];
}

export interface CategoryNode {
  readonly id: number;
  readonly shortName: string;
  readonly name: string;
  readonly canonicalPathType: CanonicalPathType;
  readonly theme: string;
  readonly navigationType?: NavigationType;
  /** Countries whose sites have deals here (both when absent). */
  readonly countries?: readonly CountryCode[];
  readonly offers?: readonly Offer[];
  readonly children?: readonly CategoryNode[];
}

const o = (
  title: string,
  original: number,
  off: number,
  variants: VariantKind,
  tags: readonly string[] = [],
): Offer => ({
  title,
  original,
  off,
  variants,
  tags,
});

type NodeSpec = Omit<CategoryNode, 'canonicalPathType' | 'theme' | 'children'> & {
  readonly canonicalPathType?: CanonicalPathType;
  readonly theme?: string;
  readonly children?: readonly NodeSpec[];
};

/** Fills in the path type and theme that children inherit from their parent. */
const inherit = (spec: NodeSpec, parent: { canonicalPathType: CanonicalPathType; theme: string }): CategoryNode => {
  const canonicalPathType = spec.canonicalPathType ?? parent.canonicalPathType;
  const theme = spec.theme ?? parent.theme;
  const { children, ...rest } = spec;
  return {
    ...rest,
    canonicalPathType,
    theme,
    ...(children === undefined ? {} : { children: children.map((c) => inherit(c, { canonicalPathType, theme })) }),
  };
};

const top = (spec: NodeSpec & { canonicalPathType: CanonicalPathType; theme: string }): CategoryNode =>
  inherit(spec, spec);

export const RESTRICTED_SUBCATEGORY_IDS = [14, 17, 386, 398, 585, 586] as const;
export const KLARNA_EXCLUDED_SUBCATEGORY_IDS = [218, 711] as const;

export const CATEGORY_TREE: readonly CategoryNode[] = [
  top({
    id: 1,
    shortName: 'restaurants-and-food',
    name: 'Restaurants & Food',
    canonicalPathType: 'local',
    theme: 'dining',
    children: [
      {
        id: 101,
        shortName: 'restaurants',
        name: 'Restaurants',
        children: [
          {
            id: 1011,
            shortName: 'italian',
            name: 'Italian',
            offers: [
              o('Two-Course Italian Meal with Prosecco', 60, 40, 'people', ['date-night', 'pizza', 'pasta']),
              o('Stone-Baked Pizza and a Drink', 30, 35, 'people', ['pizza']),
              o('Three-Course Trattoria Dinner', 80, 45, 'people', ['date-night', 'pasta']),
            ],
          },
          {
            id: 1012,
            shortName: 'indian',
            name: 'Indian',
            offers: [
              o('Indian Banquet Night', 70, 45, 'people', ['curry']),
              o('Curry and Cobra Beer', 40, 35, 'people', ['curry']),
            ],
          },
          {
            id: 1013,
            shortName: 'steakhouse',
            name: 'Steakhouse',
            offers: [
              o('Sirloin Steak Dinner with Wine', 90, 40, 'people', ['date-night', 'steak']),
              o('Surf and Turf Sharing Platter', 75, 40, 'people', ['steak', 'seafood']),
            ],
          },
          {
            id: 1014,
            shortName: 'asian-fusion',
            name: 'Asian Fusion',
            offers: [
              o('Bottomless Dim Sum', 56, 40, 'people', ['dim-sum']),
              o('Sushi and Sake Tasting', 70, 45, 'people', ['sushi', 'date-night']),
            ],
          },
          {
            id: 1015,
            shortName: 'seafood',
            name: 'Seafood',
            offers: [
              o('Seafood Platter with Champagne', 95, 45, 'people', ['seafood', 'date-night']),
              o('Fish and Chips with a Pint', 30, 30, 'people', ['seafood']),
            ],
          },
        ],
      },
      {
        id: 102,
        shortName: 'afternoon-tea',
        name: 'Afternoon Tea',
        theme: 'tea',
        offers: [
          o('Afternoon Tea', 44, 35, 'people', ['afternoon-tea', 'mothers-day']),
          o('Sparkling Afternoon Tea', 60, 45, 'people', ['afternoon-tea', 'prosecco']),
          o('Gin Afternoon Tea', 58, 40, 'people', ['afternoon-tea', 'gin']),
        ],
      },
      {
        id: 103,
        shortName: 'bottomless-brunch',
        name: 'Bottomless Brunch',
        theme: 'brunch',
        offers: [
          o('Bottomless Brunch with Prosecco', 70, 45, 'people', ['brunch', 'prosecco']),
          o('Bottomless Pizza and Prosecco', 64, 40, 'people', ['brunch', 'pizza']),
        ],
      },
      {
        id: 104,
        shortName: 'pubs-and-bars',
        name: 'Pubs & Bars',
        theme: 'drinks',
        children: [
          {
            id: 1041,
            shortName: 'cocktail-bars',
            name: 'Cocktail Bars',
            offers: [
              o('Cocktail Masterclass', 70, 50, 'people', ['cocktails', 'date-night']),
              o('Two Cocktails and Sharing Board', 36, 40, 'people', ['cocktails']),
            ],
          },
          {
            id: 1042,
            shortName: 'gin-and-beer-tasting',
            name: 'Gin & Beer Tasting',
            offers: [
              o('Gin Tasting Experience', 50, 45, 'people', ['gin']),
              o('Craft Beer Flight and Burger', 40, 40, 'people', ['beer']),
            ],
          },
        ],
      },
    ],
  }),
  top({
    id: 2,
    shortName: 'beauty-and-spa',
    name: 'Beauty & Spa',
    canonicalPathType: 'local',
    theme: 'spa',
    children: [
      {
        id: 201,
        shortName: 'spa-days',
        name: 'Spa Days',
        children: [
          {
            id: 2011,
            shortName: 'spa-days-for-two',
            name: 'Spa Days for Two',
            offers: [
              o('Spa Day with Two Treatments and Lunch', 150, 45, 'people', ['spa', 'date-night']),
              o('Pamper Day with Prosecco', 120, 50, 'people', ['spa', 'prosecco']),
            ],
          },
          {
            id: 2012,
            shortName: 'twilight-spa',
            name: 'Twilight Spa',
            offers: [
              o('Twilight Spa Evening with Treatment', 90, 45, 'people', ['spa']),
              o('Spa Access and Afternoon Tea', 100, 45, 'people', ['spa', 'afternoon-tea']),
            ],
          },
        ],
      },
      {
        id: 202,
        shortName: 'massage',
        name: 'Massage',
        theme: 'massage',
        children: [
          {
            id: 2021,
            shortName: 'deep-tissue-massage',
            name: 'Deep Tissue Massage',
            offers: [
              o('Deep Tissue Massage', 70, 45, 'duration', ['massage']),
              o('Sports Massage', 60, 40, 'duration', ['massage']),
            ],
          },
          {
            id: 2022,
            shortName: 'hot-stone-massage',
            name: 'Hot Stone Massage',
            offers: [
              o('Hot Stone Massage', 80, 50, 'duration', ['massage']),
              o('Aromatherapy Massage and Facial', 95, 55, 'duration', ['massage', 'facial']),
            ],
          },
        ],
      },
      {
        id: 203,
        shortName: 'facials',
        name: 'Facials',
        theme: 'beauty',
        offers: [
          o('Luxury Facial', 65, 50, 'duration', ['facial']),
          o('Microdermabrasion', 90, 60, 'sessions', ['facial']),
          o('HydraFacial Treatment', 140, 50, 'sessions', ['facial']),
        ],
      },
      {
        id: 204,
        shortName: 'hair-and-nails',
        name: 'Hair & Nails',
        theme: 'nails',
        children: [
          {
            id: 2041,
            shortName: 'hair-styling',
            name: 'Hair Styling',
            offers: [
              o('Cut, Blow-Dry and Conditioning Treatment', 65, 50, 'single', ['hair']),
              o('Full Head of Highlights', 120, 55, 'single', ['hair']),
            ],
          },
          {
            id: 2042,
            shortName: 'nails',
            name: 'Nails',
            offers: [
              o('Gel Manicure and Pedicure', 45, 35, 'single', ['nails']),
              o('BIAB Nails', 40, 40, 'sessions', ['nails']),
            ],
          },
        ],
      },
      {
        id: 205,
        shortName: 'lashes-and-brows',
        name: 'Lashes & Brows',
        theme: 'beauty',
        offers: [
          o('Lash Lift and Tint', 55, 50, 'single', ['lashes']),
          o('Brow Lamination', 45, 45, 'single', ['brows']),
        ],
      },
    ],
  }),
  top({
    id: 3,
    shortName: 'activities',
    name: 'Activities',
    canonicalPathType: 'local',
    theme: 'adventure',
    children: [
      {
        id: 301,
        shortName: 'experiences',
        name: 'Experiences',
        children: [
          {
            id: 3011,
            shortName: 'driving-experiences',
            name: 'Driving Experiences',
            offers: [
              o('Supercar Driving Experience', 199, 55, 'single', ['driving', 'gift-for-him']),
              o('Junior Driving Lesson', 59, 35, 'single', ['driving']),
            ],
          },
          {
            id: 3012,
            shortName: 'flying-experiences',
            name: 'Flying Experiences',
            offers: [
              o('Helicopter Flight', 199, 50, 'people', ['flying']),
              o('Flight Simulator Session', 120, 55, 'duration', ['flying']),
            ],
          },
        ],
      },
      {
        id: 302,
        shortName: 'escape-rooms',
        name: 'Escape Rooms',
        theme: 'escape',
        offers: [
          o('Escape Room for Up to Five', 110, 40, 'people', ['escape-room']),
          o('Horror Escape Room', 100, 40, 'people', ['escape-room']),
        ],
      },
      {
        id: 303,
        shortName: 'classes-and-workshops',
        name: 'Classes & Workshops',
        theme: 'class',
        children: [
          {
            id: 3031,
            shortName: 'cookery-classes',
            name: 'Cookery Classes',
            offers: [
              o('Italian Cookery Class', 90, 45, 'people', ['cookery']),
              o('Sushi Making Class', 85, 45, 'people', ['cookery', 'sushi']),
            ],
          },
          {
            id: 3032,
            shortName: 'pottery-classes',
            name: 'Pottery Classes',
            offers: [
              o('Pottery Wheel Class', 80, 45, 'people', ['pottery', 'date-night']),
              o('Candle Making Workshop', 55, 40, 'people', ['crafts']),
            ],
          },
        ],
      },
      {
        id: 304,
        shortName: 'days-out',
        name: 'Days Out',
        theme: 'daysout',
        children: [
          {
            id: 3041,
            shortName: 'zoos-and-aquariums',
            name: 'Zoos & Aquariums',
            offers: [
              o('Aquarium Entry', 24, 30, 'people', ['family']),
              o('Zoo Keeper for a Day', 150, 40, 'single', ['family']),
            ],
          },
          {
            id: 3042,
            shortName: 'theme-parks',
            name: 'Theme Parks',
            offers: [
              o('Theme Park Day Pass', 55, 35, 'people', ['family']),
              o('Trampoline Park Session', 18, 30, 'people', ['family']),
            ],
          },
        ],
      },
      {
        id: 305,
        shortName: 'adrenaline',
        name: 'Adrenaline',
        offers: [
          o('Axe Throwing for Two', 50, 30, 'people', ['axe-throwing', 'date-night']),
          o('Go-Karting Session', 40, 25, 'people', ['karting']),
          o('Paintball Day with 100 Balls', 35, 50, 'people', ['paintball']),
          o('Indoor Skydiving', 90, 35, 'single', ['skydiving', 'gift-for-him']),
        ],
      },
    ],
  }),
  top({
    id: 4,
    shortName: 'health-and-fitness',
    name: 'Health & Fitness',
    canonicalPathType: 'local',
    theme: 'fitness',
    children: [
      {
        id: 401,
        shortName: 'gym-passes',
        name: 'Gym Passes',
        offers: [o('Gym Passes', 100, 70, 'passes', ['gym']), o('Boxfit Classes', 75, 60, 'passes', ['boxing'])],
      },
      {
        id: 402,
        shortName: 'yoga-and-pilates',
        name: 'Yoga & Pilates',
        theme: 'yoga',
        offers: [
          o('Yoga Classes', 60, 50, 'passes', ['yoga']),
          o('Reformer Pilates Classes', 90, 55, 'passes', ['pilates']),
          o('Hot Yoga Month', 95, 60, 'single', ['yoga']),
        ],
      },
      {
        id: 403,
        shortName: 'fitness-classes',
        name: 'Fitness Classes',
        offers: [
          o('Personal Training Sessions', 120, 55, 'sessions', ['personal-training']),
          o('Spin Classes', 70, 55, 'passes', ['spin']),
        ],
      },
      {
        id: 404,
        shortName: 'dental',
        name: 'Dental',
        theme: 'health',
        offers: [
          o('Teeth Whitening', 350, 60, 'single', ['teeth-whitening']),
          o('Dental Check-Up, Scale and Polish', 120, 55, 'single', ['dental']),
        ],
      },
      {
        id: 405,
        shortName: 'health-checks',
        name: 'Health Checks',
        theme: 'health',
        offers: [
          o('Full Body MOT Health Check', 180, 55, 'single', ['health-check']),
          o('Eye Test and Designer Glasses', 150, 65, 'single', ['opticians']),
        ],
      },
    ],
  }),
  top({
    id: 5,
    shortName: 'shopping',
    name: 'Shopping',
    canonicalPathType: 'national',
    theme: 'tech',
    children: [
      {
        id: 501,
        shortName: 'electronics',
        name: 'Electronics',
        children: [
          {
            id: 5011,
            shortName: 'headphones',
            name: 'Headphones',
            offers: [
              o('Wireless Noise-Cancelling Headphones', 150, 55, 'colour', ['tech']),
              o('True Wireless Earbuds', 80, 60, 'colour', ['tech']),
            ],
          },
          {
            id: 5012,
            shortName: 'smart-home',
            name: 'Smart Home',
            offers: [
              o('Smart Video Doorbell', 120, 50, 'single', ['tech']),
              o('Smart Plug Four Pack', 40, 50, 'pack', ['tech']),
            ],
          },
          {
            id: 5013,
            shortName: 'tv-and-audio',
            name: 'TV & Audio',
            offers: [
              o('Portable Bluetooth Speaker', 70, 55, 'colour', ['tech']),
              o('Soundbar with Subwoofer', 200, 50, 'single', ['tech']),
            ],
          },
        ],
      },
      {
        id: 386,
        shortName: 'mobile-phones',
        name: 'Mobile Phones',
        offers: [
          o('Refurbished Smartphone 128GB', 420, 45, 'colour', ['tech']),
          o('Fast Wireless Charging Pad', 30, 55, 'pack', ['tech']),
        ],
      },
      {
        id: 398,
        shortName: 'laptops-and-tablets',
        name: 'Laptops & Tablets',
        offers: [
          o('Refurbished 13-inch Laptop', 600, 45, 'single', ['tech']),
          o('10-inch Android Tablet', 180, 45, 'colour', ['tech']),
        ],
      },
      {
        id: 502,
        shortName: 'home',
        name: 'Home',
        theme: 'home',
        children: [
          {
            id: 5021,
            shortName: 'bedding',
            name: 'Bedding',
            offers: [
              o('Hotel-Quality Duvet', 90, 70, 'bedding', ['home']),
              o('Memory Foam Mattress Topper', 110, 70, 'bedding', ['home']),
            ],
          },
          {
            id: 5022,
            shortName: 'kitchen',
            name: 'Kitchen',
            offers: [
              o('Five-Litre Air Fryer', 120, 55, 'colour', ['home']),
              o('Non-Stick Pan Set', 150, 75, 'pack', ['home']),
            ],
          },
          {
            id: 5023,
            shortName: 'garden',
            name: 'Garden',
            theme: 'garden',
            offers: [
              o('Solar Festoon Lights', 40, 60, 'pack', ['garden']),
              o('Rattan Bistro Set', 250, 55, 'colour', ['garden']),
            ],
          },
        ],
      },
      {
        id: 503,
        shortName: 'fashion',
        name: 'Fashion',
        theme: 'fashion',
        children: [
          {
            id: 5031,
            shortName: 'womens-fashion',
            name: "Women's Fashion",
            offers: [
              o('Quilted Puffer Jacket', 90, 65, 'size', ['fashion', 'gift-for-her']),
              o('Knitted Jumper Dress', 60, 60, 'size', ['fashion']),
            ],
          },
          {
            id: 5032,
            shortName: 'mens-fashion',
            name: "Men's Fashion",
            offers: [
              o('Waterproof Parka', 120, 65, 'size', ['fashion', 'gift-for-him']),
              o('Chino Shorts Two Pack', 50, 60, 'size', ['fashion']),
            ],
          },
          {
            id: 5033,
            shortName: 'accessories',
            name: 'Accessories',
            offers: [
              o('Leather Crossbody Bag', 80, 70, 'colour', ['fashion', 'gift-for-her']),
              o('Cashmere-Blend Scarf', 45, 65, 'colour', ['fashion']),
            ],
          },
        ],
      },
      {
        id: 14,
        shortName: 'jewellery',
        name: 'Jewellery',
        theme: 'jewellery',
        offers: [
          o('Crystal Pendant Necklace', 90, 80, 'colour', ['jewellery', 'gift-for-her']),
          o('Sterling Silver Hoop Earrings', 60, 75, 'single', ['jewellery']),
        ],
      },
      {
        id: 17,
        shortName: 'watches',
        name: 'Watches',
        theme: 'jewellery',
        offers: [
          o('Chronograph Watch', 180, 70, 'colour', ['watches', 'gift-for-him']),
          o('Fitness Smartwatch', 90, 60, 'colour', ['watches', 'tech']),
        ],
      },
      {
        id: 585,
        shortName: 'perfume',
        name: 'Perfume',
        theme: 'fragrance',
        offers: [
          o('Designer Eau de Parfum 100ml', 95, 50, 'single', ['fragrance', 'gift-for-her']),
          o('Fragrance Discovery Set', 45, 45, 'single', ['fragrance']),
        ],
      },
      {
        id: 586,
        shortName: 'aftershave',
        name: 'Aftershave',
        theme: 'fragrance',
        offers: [
          o('Designer Aftershave 100ml', 85, 50, 'single', ['fragrance', 'gift-for-him']),
          o('Beard Care Gift Set', 35, 55, 'single', ['grooming']),
        ],
      },
      {
        id: 504,
        shortName: 'health-and-beauty',
        name: 'Health & Beauty',
        theme: 'beauty',
        children: [
          {
            id: 5041,
            shortName: 'skincare',
            name: 'Skincare',
            offers: [
              o('Vitamin C Serum Set', 60, 70, 'pack', ['skincare']),
              o('LED Face Mask', 150, 65, 'single', ['skincare']),
            ],
          },
          {
            id: 5042,
            shortName: 'hair-tools',
            name: 'Hair Tools',
            offers: [
              o('Ionic Hair Dryer', 90, 60, 'colour', ['hair']),
              o('Hot Air Styling Brush', 70, 55, 'colour', ['hair']),
            ],
          },
        ],
      },
      {
        id: 505,
        shortName: 'toys-and-games',
        name: 'Toys & Games',
        theme: 'toys',
        offers: [
          o('Wooden Activity Cube', 40, 50, 'single', ['family']),
          o('Family Board Game Bundle', 60, 55, 'pack', ['family']),
        ],
      },
      {
        id: 506,
        shortName: 'sports-and-outdoors',
        name: 'Sports & Outdoors',
        theme: 'outdoors',
        offers: [
          o('Four-Person Pop-Up Tent', 120, 55, 'single', ['outdoors']),
          o('Adjustable Dumbbell Set', 150, 50, 'single', ['fitness']),
        ],
      },
      {
        id: 711,
        shortName: 'wine-and-spirits',
        name: 'Wine & Spirits',
        theme: 'wine',
        offers: [
          o('Case of Six Award-Winning Reds', 90, 45, 'pack', ['wine']),
          o('Craft Gin Tasting Set', 40, 40, 'single', ['gin']),
        ],
      },
    ],
  }),
  top({
    id: 6,
    shortName: 'escapes',
    name: 'Travel & Escapes',
    canonicalPathType: 'travel',
    theme: 'country',
    children: [
      {
        id: 601,
        shortName: 'uk-travel',
        name: 'UK Travel',
        navigationType: 'travel',
        countries: ['gb'],
        children: [
          {
            id: 6011,
            shortName: 'uk-spa-breaks',
            name: 'Spa Breaks',
            theme: 'spa',
            offers: [
              o('Spa Break for Two with Dinner and Breakfast', 260, 40, 'nights', ['spa', 'weekend']),
              o('Country House Spa Escape for Two', 300, 45, 'nights', ['spa']),
            ],
          },
          {
            id: 6012,
            shortName: 'uk-city-breaks',
            name: 'City Breaks',
            theme: 'city',
            offers: [
              o('Boutique City Stay for Two with Breakfast', 160, 35, 'nights', ['city-break']),
              o('City Break with Cocktails for Two', 180, 40, 'nights', ['city-break']),
            ],
          },
          {
            id: 6013,
            shortName: 'uk-coastal-breaks',
            name: 'Coastal Breaks',
            theme: 'coast',
            offers: [
              o('Seaside Stay for Two with Breakfast', 180, 40, 'nights', ['coast', 'weekend']),
              o('Coastal Hotel Break with Dinner', 220, 45, 'nights', ['coast']),
            ],
          },
          {
            id: 6014,
            shortName: 'uk-countryside-breaks',
            name: 'Countryside Breaks',
            theme: 'lodge',
            offers: [
              o('Lakeside Lodge Stay with Hot Tub', 280, 45, 'nights', ['lodge', 'weekend']),
              o('Glamping Pod Break for Two', 150, 40, 'nights', ['glamping']),
            ],
          },
        ],
      },
      {
        id: 602,
        shortName: 'ireland-travel',
        name: 'Ireland Travel',
        navigationType: 'travel',
        countries: ['ie'],
        children: [
          {
            id: 6021,
            shortName: 'ireland-spa-breaks',
            name: 'Spa Breaks',
            theme: 'spa',
            offers: [
              o('Hotel Spa Break for Two with Dinner', 280, 40, 'nights', ['spa', 'weekend']),
              o('Castle Spa Escape for Two', 360, 45, 'nights', ['spa']),
            ],
          },
          {
            id: 6022,
            shortName: 'ireland-city-breaks',
            name: 'City Breaks',
            theme: 'city',
            offers: [
              o('City Centre Stay for Two with Breakfast', 180, 35, 'nights', ['city-break']),
              o('City Break with Dinner for Two', 220, 40, 'nights', ['city-break']),
            ],
          },
          {
            id: 6023,
            shortName: 'ireland-coastal-breaks',
            name: 'Coastal Breaks',
            theme: 'coast',
            offers: [
              o('Wild Atlantic Way Break for Two', 240, 40, 'nights', ['coast', 'weekend']),
              o('Seafront Hotel Stay with Dinner', 220, 40, 'nights', ['coast']),
            ],
          },
          {
            id: 6024,
            shortName: 'ireland-countryside-breaks',
            name: 'Countryside Breaks',
            theme: 'lodge',
            offers: [
              o('Country Manor Stay with Dinner', 260, 45, 'nights', ['weekend']),
              o('Lakeside Lodge Break for Two', 200, 40, 'nights', ['lodge']),
            ],
          },
        ],
      },
      {
        id: 603,
        shortName: 'international-travel',
        name: 'International Travel',
        navigationType: 'international-travel',
        children: [
          {
            id: 6031,
            shortName: 'beach-holidays',
            name: 'Beach Holidays',
            theme: 'beach',
            offers: [
              o('Four-Star Beach Holiday with Flights', 700, 35, 'nights', ['beach', 'sun']),
              o('Adults-Only Beach Resort Stay', 800, 40, 'nights', ['beach']),
            ],
          },
          {
            id: 6032,
            shortName: 'european-city-breaks',
            name: 'European City Breaks',
            theme: 'city',
            offers: [
              o('City Break with Flights and Hotel', 400, 35, 'nights', ['city-break']),
              o('Boutique Hotel Break with Flights', 500, 40, 'nights', ['city-break']),
            ],
          },
          {
            id: 6033,
            shortName: 'all-inclusive',
            name: 'All Inclusive',
            theme: 'beach',
            offers: [o('All-Inclusive Holiday with Flights', 900, 35, 'nights', ['beach', 'all-inclusive'])],
          },
          {
            id: 6034,
            shortName: 'cruises',
            name: 'Cruises',
            theme: 'cruise',
            offers: [o('Mediterranean Cruise with Flights', 1200, 40, 'nights', ['cruise'])],
          },
        ],
      },
    ],
  }),
  top({
    id: 7,
    shortName: 'gifts',
    name: 'Gifts',
    canonicalPathType: 'national',
    theme: 'gift',
    children: [
      {
        id: 701,
        shortName: 'gifts-for-her',
        name: 'Gifts for Her',
        offers: [
          o('Pamper Hamper', 60, 50, 'single', ['gift-for-her', 'mothers-day']),
          o('Personalised Jewellery Box', 45, 55, 'colour', ['gift-for-her', 'personalised']),
        ],
      },
      {
        id: 702,
        shortName: 'gifts-for-him',
        name: 'Gifts for Him',
        offers: [
          o('Whisky Tasting Gift Set', 50, 45, 'single', ['gift-for-him']),
          o('Engraved Hip Flask', 30, 55, 'single', ['gift-for-him', 'personalised']),
        ],
      },
      {
        id: 703,
        shortName: 'experience-gifts',
        name: 'Experience Gifts',
        offers: [
          o('Experience Day Gift Box', 100, 40, 'single', ['experience-gift']),
          o('Afternoon Tea Gift Voucher', 50, 40, 'people', ['experience-gift', 'afternoon-tea']),
        ],
      },
      {
        id: 704,
        shortName: 'personalised-gifts',
        name: 'Personalised Gifts',
        offers: [
          o('Personalised Photo Canvas', 60, 75, 'size', ['personalised']),
          o('Personalised Star Map Print', 40, 60, 'size', ['personalised']),
        ],
      },
      {
        id: 218,
        shortName: 'gift-cards',
        name: 'Gift Cards',
        offers: [o('Gift Card', 50, 10, 'card', ['gift-card'])],
      },
    ],
  }),
  top({
    id: 8,
    shortName: 'vip',
    name: 'VIP',
    canonicalPathType: 'national',
    theme: 'vip',
    children: [
      {
        id: 801,
        shortName: 'vip-restaurants-and-food',
        name: 'VIP Dining',
        canonicalPathType: 'local',
        offers: [
          o("Chef's Table Tasting Menu", 180, 45, 'people', ['vip', 'date-night']),
          o('Champagne Lunch for Two', 120, 45, 'people', ['vip']),
        ],
      },
      {
        id: 802,
        shortName: 'vip-beauty-and-spa',
        name: 'VIP Spa',
        canonicalPathType: 'local',
        offers: [o('Five-Star Spa Day with Lunch', 250, 45, 'people', ['vip', 'spa'])],
      },
      {
        id: 803,
        shortName: 'vip-shopping',
        name: 'VIP Shopping',
        offers: [o('Designer Sunglasses', 180, 60, 'colour', ['vip', 'fashion'])],
      },
      {
        id: 804,
        shortName: 'vip-travel',
        name: 'VIP Travel',
        canonicalPathType: 'travel',
        offers: [o('Luxury Suite Stay with Champagne', 450, 40, 'nights', ['vip'])],
      },
    ],
  }),
  top({
    id: 9,
    shortName: 'wellness-collection',
    name: 'Wellness Collection',
    canonicalPathType: 'national',
    theme: 'wellness',
    children: [
      {
        id: 901,
        shortName: 'wellness-retreats',
        name: 'Wellness Retreats',
        canonicalPathType: 'travel',
        offers: [o('Yoga and Wellness Retreat', 400, 40, 'nights', ['wellness', 'yoga'])],
      },
      {
        id: 902,
        shortName: 'wellness-spa-days',
        name: 'Wellness Spa Days',
        canonicalPathType: 'local',
        offers: [o('Mindful Spa Day with Sound Bath', 130, 45, 'people', ['wellness', 'spa'])],
      },
      {
        id: 903,
        shortName: 'mindfulness-and-yoga',
        name: 'Mindfulness & Yoga',
        canonicalPathType: 'local',
        offers: [o('Meditation and Breathwork Course', 90, 55, 'passes', ['wellness', 'yoga'])],
      },
      {
        id: 904,
        shortName: 'wellness-at-home',
        name: 'Wellness at Home',
        offers: [
          o('Aromatherapy Diffuser and Oils Set', 50, 55, 'single', ['wellness']),
          o('Weighted Blanket', 80, 60, 'bedding', ['wellness', 'home']),
        ],
      },
    ],
  }),
];

/** A leaf of the tree with its ancestors: [top], [top, sub] or [top, sub, subsub]. */
export interface CategoryLeaf {
  /** The path from the top category down to this leaf, the leaf last. */
  readonly chain: readonly CategoryNode[];
  readonly node: CategoryNode;
  readonly offers: readonly [Offer, ...Offer[]];
}

const leavesOf = (node: CategoryNode, chain: readonly CategoryNode[]): CategoryLeaf[] => {
  const here = [...chain, node];
  const [first, ...more] = node.offers ?? [];
  const own: CategoryLeaf[] = first === undefined ? [] : [{ chain: here, node, offers: [first, ...more] }];
  return [...own, ...(node.children ?? []).flatMap((child) => leavesOf(child, here))];
};

export const CATEGORY_LEAVES: readonly CategoryLeaf[] = CATEGORY_TREE.flatMap((node) => leavesOf(node, []));

export const categoryById = (id: number): CategoryNode | undefined => {
  const visit = (nodes: readonly CategoryNode[]): CategoryNode | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const found = visit(node.children ?? []);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return visit(CATEGORY_TREE);
};

/** The leaf whose node has the given short name (the demo's cases pick leaves by name). */
export const leafNamed = (shortName: string): CategoryLeaf => {
  const leaf = CATEGORY_LEAVES.find((l) => l.node.shortName === shortName);
  if (leaf === undefined) throw new Error(`no demo category leaf ${shortName}`);
  return leaf;
};

/** Whether a leaf has deals on a site of the given country. */
export const leafOnCountry = (leaf: CategoryLeaf, country: CountryCode): boolean =>
  leaf.chain.every((node) => node.countries === undefined || node.countries.includes(country));
