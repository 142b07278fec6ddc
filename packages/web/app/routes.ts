import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('deal/*', 'routes/deal.tsx'),
  // Listings: location homepages and sections, categories, specials, travel, near-me, early bird, recently viewed, gshop.
  route('deals/:location', 'routes/listing/location.tsx'),
  route('deals/:location/special/:slug', 'routes/listing/special.tsx'),
  route('deals/:location/*', 'routes/listing/category.tsx'),
  route('travel/*', 'routes/listing/travel.tsx'),
  route('near-me/hub', 'routes/listing/nearMeHub.tsx'),
  route('near-me/*', 'routes/listing/nearMe.tsx'),
  route('early-bird', 'routes/listing/earlyBird.tsx'),
  route('recently-viewed', 'routes/listing/recentlyViewed.tsx'),
  route('gshop/*', 'routes/listing/gshop.tsx'),
  // Shell: static pages, guides, the editorial team, location choice, site files, and the 404 catch-all.
  route('page/:slug', 'routes/staticPage.tsx'),
  route('guides/hub', 'routes/guidesHub.tsx'),
  route('guides/:slug', 'routes/guide.tsx'),
  route('editorial-team', 'routes/editorialTeam.tsx'),
  route('location', 'routes/setLocation.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
  route('*', 'routes/notFound.tsx'),
  route('search', 'routes/search.tsx'),
] satisfies RouteConfig;
