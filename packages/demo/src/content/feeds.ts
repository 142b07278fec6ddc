/**
 * Deal feeds: named lists of deals behind /gshop/{slug} pages and feed scrollers (spec 2 §7.4
 * "deals-feed page for a slug"). A feed filters the site's deals by category, location, search
 * tag and maximum price; a feed with `redirectUrl` answers a permanent 301 there instead. The Irish
 * sites carry the one gshop slug search engines may index (`GSHOP_INDEXED_SLUG_IE`).
 */
import { GSHOP_INDEXED_SLUG_IE } from '@kerching/domain/seo';
import type { Site } from '@kerching/domain/site';
import type { DealFeedRecord } from '@kerching/contract';
import type { Edition } from './edition';

export const feedsFor = (site: Site, edition: Edition): DealFeedRecord[] => {
  const home = site.defaultLocation;
  const feeds: DealFeedRecord[] = [
    {
      siteKey: site.key,
      slug: 'spa-days-under-50',
      displayName: `Spa days under ${edition.symbol}50`,
      description: `Pamper days and treatments in ${home.name} for under ${edition.symbol}50.`,
      text: 'Unwind for less: massages, facials and spa days, all under fifty.',
      categoryShortName: 'beauty-and-spa',
      locationShortName: home.shortName,
      maxPriceMinor: 5000,
      pageSize: 12,
    },
    {
      siteKey: site.key,
      slug: 'date-night',
      displayName: 'Date night',
      description: `Dinners, drinks and experiences for two in ${home.name}.`,
      text: 'Our favourite ways to spend an evening together.',
      searchTag: 'date-night',
      locationShortName: home.shortName,
      pageSize: 12,
    },
    {
      siteKey: site.key,
      slug: 'weekend-getaways',
      displayName: 'Weekend getaways',
      description: 'Two-night breaks to book this month.',
      text: 'Pack a bag: these are the breaks our travel team would book this weekend.',
      additionalText: 'Prices are per room for two people sharing unless the deal says per person.',
      categoryShortName: 'escapes',
      locationShortName: 'escapes',
      listicleView: true,
      pageSize: 9,
    },
    {
      siteKey: site.key,
      slug: 'tech-deals',
      displayName: 'Tech deals',
      description: 'Headphones, smart home and gadgets, delivered.',
      categoryShortName: 'electronics',
      locationShortName: 'national-deal',
      pageSize: 12,
    },
    {
      siteKey: site.key,
      slug: 'christmas-gifts',
      displayName: 'Christmas gifts',
      description: 'Gifts for everyone on your list, with gift packs and free e-gifts.',
      categoryShortName: 'gifts',
      locationShortName: 'national-deal',
      pageSize: 12,
    },
    {
      siteKey: site.key,
      slug: 'christmas/for-her',
      displayName: 'Christmas gifts for her',
      description: 'Jewellery, pamper hampers and experiences she will love.',
      searchTag: 'gift-for-her',
      pageSize: 12,
    },
    {
      siteKey: site.key,
      slug: 'christmas/for-him',
      displayName: 'Christmas gifts for him',
      description: 'Gadgets, grooming and experiences he will love.',
      searchTag: 'gift-for-him',
      pageSize: 12,
    },
    {
      siteKey: site.key,
      slug: 'black-friday',
      displayName: 'Black Friday',
      description: 'Our Black Friday deals have moved to the Black Friday guide.',
      redirectUrl: '/guides/black-friday-deals',
    },
    {
      siteKey: site.key,
      slug: 'spa-breaks-2024',
      displayName: 'Spa breaks 2024',
      description: 'Last year’s spa breaks: see this year’s escapes instead.',
      redirectUrl: '/deals/escapes',
    },
  ];
  if (edition.irish)
    feeds.push({
      siteKey: site.key,
      slug: GSHOP_INDEXED_SLUG_IE,
      displayName: 'Gifts from Ireland',
      description: 'Irish-made gifts and experiences, delivered anywhere in Ireland.',
      text: 'Support local with gifts and experiences from Irish businesses.',
      categoryShortName: 'gifts',
      locationShortName: 'national-deal',
      pageSize: 12,
    });
  return feeds;
};
