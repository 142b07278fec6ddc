/**
 * Shopper reviews of demo deals: a rating, a first name and initial, a title and two or three
 * sentences that fit the kind of deal and the rating. The deal's review summary is computed from
 * the reviews written, so the two always agree.
 */
import type { CountryCode } from '@kerching/domain/site';
import type { ReviewRecord } from '@kerching/contract';
import type { Random } from './random';

export type ReviewKind = 'food' | 'spa' | 'activity' | 'fitness' | 'product' | 'stay';

const UK_NAMES = [
  'Sarah',
  'James',
  'Emma',
  'Oliver',
  'Sophie',
  'Harry',
  'Charlotte',
  'Jack',
  'Amelia',
  'Tom',
  'Priya',
  'Mohammed',
  'Hannah',
  'Dan',
  'Lucy',
  'Chloe',
  'Gareth',
  'Fiona',
  'Raj',
  'Megan',
] as const;
const IE_NAMES = [
  'Aoife',
  'Ciarán',
  'Niamh',
  'Seán',
  'Siobhán',
  'Conor',
  'Orla',
  'Darragh',
  'Róisín',
  'Cian',
  'Saoirse',
  'Eoin',
  'Clodagh',
  'Pádraig',
  'Gráinne',
  'Fionn',
  'Mary',
  'Declan',
] as const;
const INITIALS = 'ABCDFGHJKLMNOPRSTW';

const TITLES: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly [string, ...string[]]>> = {
  5: [
    'Absolutely brilliant',
    'Would highly recommend',
    'Fantastic value',
    'Could not fault it',
    'A real treat',
    'Will be back',
  ],
  4: ['Really good', 'Lovely experience', 'Good value for money', 'Very pleased', 'Well worth it'],
  3: ['Decent enough', 'Good but not great', 'Okay overall', 'Mixed feelings'],
  2: ['Disappointing', 'Not as described', 'Expected more'],
  1: ['Very poor', 'Would not recommend'],
};

const PRAISE: Readonly<Record<ReviewKind, readonly [string, ...string[]]>> = {
  food: [
    'The food was delicious and the portions were generous.',
    'Staff were friendly and the service was quick.',
    'Booking was easy and we were seated straight away.',
    'The dessert was the highlight of the night.',
    'Lovely atmosphere for a catch-up with friends.',
  ],
  spa: [
    'The therapist was lovely and really listened to what I needed.',
    'The pool and sauna were spotless and calm.',
    'I came out feeling completely relaxed.',
    'The treatment room was warm and the products smelt amazing.',
    'Lunch was a lovely bonus after the treatments.',
  ],
  activity: [
    'Our instructor was brilliant and made it great fun.',
    'Perfect for a group of friends, we laughed the whole way through.',
    'Well organised from start to finish.',
    'Bought it as a birthday present and it went down a storm.',
    'Plenty of time slots to choose from when booking.',
  ],
  fitness: [
    'Classes are well run and the instructors are motivating.',
    'The equipment is modern and the changing rooms are clean.',
    'Great way to try the gym before committing.',
    'Easy to book classes through their app.',
  ],
  product: [
    'Arrived well packaged within a few days.',
    'Exactly as pictured and feels well made.',
    'Great price compared with the high street.',
    'Bought one as a gift and ended up ordering another for myself.',
    'Tracking updates were clear and delivery was on time.',
  ],
  stay: [
    'The room was spacious and the bed was so comfortable.',
    'Breakfast was excellent with plenty of choice.',
    'Staff went out of their way to make our stay special.',
    'Beautiful location with lovely walks nearby.',
    'Check-in was smooth and the hotel was spotless.',
  ],
};

const GRUMBLES: readonly [string, ...string[]] = [
  'It was quite busy so we had to wait a while.',
  'Booking took a few emails to sort out.',
  'Parking nearby was a bit of a pain.',
  'It was fine, but not quite as good as the photos.',
  'Some of the extras cost more than we expected.',
];

/** Mostly 4 and 5 stars, as deal reviews run. */
const rating = (random: Random): 1 | 2 | 3 | 4 | 5 => {
  const r = random.next();
  if (r < 0.5) return 5;
  if (r < 0.82) return 4;
  if (r < 0.93) return 3;
  if (r < 0.98) return 2;
  return 1;
};

export interface ReviewSummary {
  readonly reviewTotal: number;
  readonly reviewAverage: number;
}

/** The summary of a deal's reviews: their count and mean rating, rounded to two places. */
export const reviewSummaryOf = (reviews: readonly Pick<ReviewRecord, 'rating'>[]): ReviewSummary => ({
  reviewTotal: reviews.length,
  reviewAverage:
    reviews.length === 0 ? 0 : Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 100) / 100,
});

export interface ReviewRequest {
  readonly dealId: number;
  readonly firstId: number;
  readonly count: number;
  readonly kind: ReviewKind;
  readonly country: CountryCode;
  /** Reviews are dated before this instant. */
  readonly before: Date;
  /** Ratings lean this high: 0 as usual, 1 for a deal everyone loves. */
  readonly glowing?: boolean;
}

export const reviewsFor = (request: ReviewRequest, random: Random): ReviewRecord[] => {
  const names = request.country === 'ie' ? IE_NAMES : UK_NAMES;
  return Array.from({ length: request.count }, (_, i): ReviewRecord => {
    const stars = request.glowing === true ? (random.chance(0.85) ? 5 : 4) : rating(random);
    const praise = PRAISE[request.kind];
    const [first, second] = random.sample(praise, 2);
    const sentences =
      stars >= 4
        ? [first, second]
        : stars === 3
          ? [first, random.pick(GRUMBLES)]
          : [random.pick(GRUMBLES), 'Not what I was hoping for, sadly.'];
    const name = names[random.int(0, names.length - 1)] ?? 'Alex';
    return {
      id: request.firstId + i,
      dealId: request.dealId,
      rating: stars,
      author: `${name} ${INITIALS[random.int(0, INITIALS.length - 1)] ?? 'K'}.`,
      title: random.pick(TITLES[stars]),
      body: sentences.filter((s): s is string => s !== undefined).join(' '),
      createdAt: new Date(request.before.getTime() - random.int(1, 120) * 86_400_000 - random.int(0, 86_399) * 1000),
    };
  });
};
