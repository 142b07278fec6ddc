import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('deal/:location/gift-finder/:audience?', 'routes/listing/giftFinder.tsx'),
  route('gifts', 'routes/listing/gifts.ts'),
  route('deal/*', 'routes/deal.tsx'),
  // Listings: location homepages and sections, categories, specials, travel, near-me, early bird, recently viewed, gshop.
  route('deals/:location', 'routes/listing/location.tsx'),
  route('deals/:location/special/:slug', 'routes/listing/special.tsx'),
  route('deals/:location/*', 'routes/listing/category.tsx'),
  route('travel/*', 'routes/listing/travel.tsx'),
  route('deal-preview/:location/*', 'routes/listing/dealPreview.tsx'),
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
  // Accounts: sign-in pages, the emailed links' pages, the account area and sign-out.
  route('login', 'routes/account/login.tsx'),
  route('register', 'routes/account/register.tsx'),
  route('forgot-password', 'routes/account/forgotPassword.tsx'),
  route('reset-password', 'routes/account/resetPassword.tsx'),
  route('activate-account', 'routes/account/activateAccount.tsx'),
  route('unsubscribe', 'routes/account/unsubscribe.tsx'),
  route('logout', 'routes/account/logout.ts'),
  route('myaccount/profile', 'routes/account/profile.tsx'),
  route('myaccount/password', 'routes/account/password.tsx'),
  route('myaccount/subscriptions', 'routes/account/subscriptions.tsx'),
  route('myaccount/delete', 'routes/account/delete.tsx'),
  route('myaccount/vouchers', 'routes/account/vouchers.tsx'),
  route('myaccount/*', 'routes/account/myAccountOther.tsx'),
  // Purchase: checkout and the order confirmation.
  route('checkout/confirmation/:orderId', 'routes/checkoutConfirmation.tsx'),
  route('checkout/:basketToken', 'routes/checkout.tsx'),
  // The wish list: saved deals, by cookie for visitors and by account for shoppers.
  route('wishlist', 'routes/wishlist.tsx'),
] satisfies RouteConfig;
