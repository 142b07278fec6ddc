/**
 * Guides (/guides/hub, /guides/{slug}): editorial pages that point at live deals of the site. The
 * deals are chosen from the site's open deals by a rule per guide, most popular first.
 */
import type { DealRecord, GuideRecord } from '@kerching/contract';
import type { Edition } from './edition';

interface GuideSpec {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly body: string;
  readonly picks: (deal: DealRecord) => boolean;
  readonly order?: (a: DealRecord, b: DealRecord) => number;
}

const has = (deal: DealRecord, tag: string): boolean => (deal.tags ?? []).includes(tag);
const byPopularity = (a: DealRecord, b: DealRecord): number => b.popularity - a.popularity || a.id - b.id;
const byDiscount = (a: DealRecord, b: DealRecord): number =>
  b.originalPriceMinor - b.priceMinor - (a.originalPriceMinor - a.priceMinor) || a.id - b.id;

const specs = (e: Edition): readonly GuideSpec[] => [
  {
    slug: 'hub',
    title: `${e.brand} guides`,
    summary: 'Ideas for days out, nights in, breaks away and gifts for everyone, with the deals to match.',
    body: [
      '## Find your next treat',
      `Our editors pick the best deals in ${e.country} for every occasion. Start with a guide below, or browse today's most popular deals.`,
      '## Guides',
      '- Holiday deals: breaks at home and abroad.\n- Black Friday deals: the biggest discounts of the year.\n- Date night ideas: dinners, cocktails and experiences for two.\n- Spa day guide: how to pick the perfect pamper day.\n- Gift ideas: presents for everyone on your list.',
    ].join('\n\n'),
    picks: () => true,
  },
  {
    slug: 'holiday-deals',
    title: 'Holiday deals',
    summary: `Spa breaks, city breaks and sunshine escapes, ${e.irish ? 'around Ireland' : 'across the UK'} and abroad.`,
    body: [
      '## Plan your next escape',
      'Whether you want a lazy beach week or a cosy weekend with a hot tub, these are our favourite breaks right now. Prices are per room for two unless the deal says per person.',
      '## Tips for booking',
      '- Book as soon as your voucher arrives: weekends fill up first.\n- Check the deal for supplements on peak dates.\n- Some breaks let you pay a deposit now and the balance later.',
    ].join('\n\n'),
    picks: (d) => d.isTravel === true,
  },
  {
    slug: 'black-friday-deals',
    title: 'Black Friday deals',
    summary: 'The biggest discounts on tech, home, fashion and gifts.',
    body: [
      '## Our Black Friday picks',
      'Black Friday is the best time of the year to stock up on gifts. We have rounded up the deepest discounts on the site, updated daily while stocks last.',
      '## Shop smart',
      '- Compare the original price with other retailers.\n- Check delivery costs and dates before Christmas.\n- Every order is covered by our 14-day money-back guarantee.',
    ].join('\n\n'),
    picks: (d) => d.deliveryType === 'other',
    order: byDiscount,
  },
  {
    slug: 'date-night-ideas',
    title: 'Date night ideas',
    summary: 'Dinners, cocktails and experiences for two.',
    body: [
      '## Make it a night to remember',
      'From candlelit Italian dinners to pottery classes for two, here are our favourite ways to spend an evening together.',
    ].join('\n\n'),
    picks: (d) => has(d, 'date-night'),
  },
  {
    slug: 'spa-day-guide',
    title: 'Spa day guide',
    summary: 'How to choose the perfect pamper day, and the best spa deals near you.',
    body: [
      '## Choosing a spa day',
      'Think about what you want from the day: a quick twilight visit, a full day with lunch, or treatments for two. Most spas ask you to book at least a week ahead.',
      '## What to bring',
      '- A swimsuit and flip-flops (robes and towels are usually provided).\n- A list of any allergies for your therapist.',
    ].join('\n\n'),
    picks: (d) => has(d, 'spa'),
  },
  {
    slug: 'gift-ideas',
    title: 'Gift ideas for everyone',
    summary: 'Presents for her, for him and for the friend who has everything.',
    body: [
      '## Gifts they will love',
      'Experiences make memorable presents, and many products can be sent in a gift pack. E-gifts are free and arrive instantly.',
    ].join('\n\n'),
    picks: (d) =>
      has(d, 'gift-for-her') || has(d, 'gift-for-him') || has(d, 'experience-gift') || has(d, 'personalised'),
  },
  e.irish
    ? {
        slug: 'weekend-breaks-in-ireland',
        title: 'Weekend breaks in Ireland',
        summary: 'From the Wild Atlantic Way to castle hotels: our favourite Irish breaks.',
        body: '## Explore closer to home\n\nKerry, Mayo, Wicklow and Galway are all within a few hours of Dublin. Here are the stays we would book this weekend.',
        picks: (d) => d.isTravel === true && (d.tags ?? []).includes('ireland-travel'),
      }
    : {
        slug: 'staycation-ideas',
        title: 'Staycation ideas',
        summary: 'Lakes, coast and countryside: the best UK breaks.',
        body: '## Holiday at home\n\nNo passports needed: from the Lake District to the Cornish coast, these UK breaks are the easy way to get away.',
        picks: (d) => d.isTravel === true && (d.tags ?? []).includes('uk-travel'),
      },
  {
    slug: 'editorial-team',
    title: 'Meet the editorial team',
    summary: `The people who choose and write about the deals on ${e.brand}.`,
    body: [
      '## Who we are',
      `Our editors live all over ${e.country}. They try the restaurants, spas and breaks we feature, read every review, and only recommend deals they would buy themselves.`,
      '## Our standards',
      'We never accept payment to include a deal in a guide. If a deal changes or sells out, we update the guide.',
    ].join('\n\n'),
    picks: (d) => d.reviewTotal !== undefined && d.reviewTotal >= 5,
  },
];

/** The guides of one site, given its deals and the instant the catalogue is built for. */
export const guidesFor = (edition: Edition, deals: readonly DealRecord[], now: Date): GuideRecord[] => {
  const live = deals.filter(
    (d) => !d.soldOut && d.opensAt.getTime() <= now.getTime() && d.closingAt.getTime() > now.getTime(),
  );
  return specs(edition).map((spec) => ({
    siteKey: deals[0]?.siteKey ?? 'kerching',
    slug: spec.slug,
    title: spec.title,
    summary: spec.summary,
    body: spec.body,
    dealIds: live
      .filter(spec.picks)
      .sort(spec.order ?? byPopularity)
      .slice(0, 8)
      .map((d) => d.id),
  }));
};
