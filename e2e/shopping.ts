/**
 * Shopping steps the browser tests share: a buyable deal from the listing call, adding it to the
 * basket, registering, signing in, and paying by card with the checkout's details.
 */
import { expect, type APIRequestContext, type Page } from './fixtures';
import { E2E_PORT, siteUrl } from './support';

export const VISA = '4111 1111 1111 1111';

export const uniqueEmail = (site: string): string =>
  `buyer+${site}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.co.uk`;

interface Summary {
  readonly urlPath: string;
  readonly soldOut: boolean;
  readonly priceMinor: number;
  readonly vipOnly: boolean;
  readonly isTravel: boolean;
  readonly pricePerPerson: boolean;
  readonly productDisplayType: string;
}

/** A plain, buyable deal of the location (from the listing call; the Host header names the site). */
export const buyableDeal = async (
  request: APIRequestContext,
  site: string,
  location: string,
  skip = 0,
): Promise<string> => {
  const response = await request.get(
    `http://127.0.0.1:${E2E_PORT}/v1/product-listing-page-deal/${location}?pageSize=60`,
    { headers: { host: `${site}.localhost:${E2E_PORT}` } },
  );
  const deals = ((await response.json()) as { data: { deals: Summary[] } }).data.deals.filter(
    (d) =>
      !d.soldOut &&
      d.priceMinor > 0 &&
      !d.vipOnly &&
      !d.isTravel &&
      !d.pricePerPerson &&
      d.productDisplayType !== 'calendar',
  );
  const deal = deals[skip % Math.max(deals.length, 1)];
  if (deal === undefined) throw new Error(`no buyable deal in ${site}/${location}`);
  return deal.urlPath;
};

/**
 * The path of a demo case deal by its fixed id (packages/demo/src/cases.ts: on the site with
 * index s, case k, deal j has id (s + 1) * 100000 + (k + 1) * 10 + j).
 */
export const caseDealPath = async (
  request: APIRequestContext,
  site: string,
  siteIndex: number,
  caseIndex: number,
): Promise<string> => {
  const id = (siteIndex + 1) * 100_000 + (caseIndex + 1) * 10;
  const response = await request.get(`http://127.0.0.1:${E2E_PORT}/v1/product-detail-page-deal/${id}`, {
    headers: { host: `${site}.localhost:${E2E_PORT}` },
  });
  return ((await response.json()) as { data: { urlPath: string } }).data.urlPath;
};

/** A travel deal of the site's escapes with one plain product (from the listing call). */
export const travelDeal = async (request: APIRequestContext, site: string): Promise<string> => {
  const response = await request.get(`http://127.0.0.1:${E2E_PORT}/v1/product-listing-page-deal/escapes?pageSize=100`, {
    headers: { host: `${site}.localhost:${E2E_PORT}` },
  });
  const deal = ((await response.json()) as { data: { deals: Summary[] } }).data.deals.find(
    (d) =>
      d.isTravel &&
      !d.soldOut &&
      d.priceMinor > 0 &&
      !d.vipOnly &&
      !d.pricePerPerson &&
      d.productDisplayType === 'default',
  );
  if (deal === undefined) throw new Error(`no plain travel deal in ${site}`);
  return deal.urlPath;
};

/** A travel deal of the site's escapes sold by date (its calendar shows the days to book). */
export const calendarDeal = async (request: APIRequestContext, site: string): Promise<string> => {
  const response = await request.get(`http://127.0.0.1:${E2E_PORT}/v1/product-listing-page-deal/escapes?pageSize=100`, {
    headers: { host: `${site}.localhost:${E2E_PORT}` },
  });
  const deal = ((await response.json()) as { data: { deals: Summary[] } }).data.deals.find(
    (d) => !d.soldOut && d.priceMinor > 0 && !d.vipOnly && !d.pricePerPerson && d.productDisplayType === 'calendar',
  );
  if (deal === undefined) throw new Error(`no deal sold by date in ${site}`);
  return deal.urlPath;
};

export const addToBasket = async (page: Page, site: string, dealPath: string): Promise<string> => {
  await page.goto(siteUrl(site, dealPath));
  await page.getByTestId('add-to-basket').click();
  const link = page.getByTestId('checkout-link');
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '';
};

export const register = async (page: Page, site: string, email: string) => {
  await page.goto(siteUrl(site, '/register'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Bea');
  await page.getByLabel('Last name').fill('Buyer');
  await page.getByLabel('Password', { exact: true }).fill('buyer-secret');
  await page.getByLabel('Confirm password').fill('buyer-secret');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('banner').getByText('Hi, Bea')).toBeVisible();
};

export const signIn = async (page: Page, site: string, email: string, password: string) => {
  await page.goto(siteUrl(site, '/login'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByText(/^Hi, /)).toBeVisible();
};

/**
 * "Your details": name and phone, and, when something in the basket is posted, the address with a
 * UK postcode or an Irish Eircode.
 */
export const fillDetails = async (page: Page, irish: boolean, postcode = irish ? 'D02 X285' : 'SW1A 1AA') => {
  const details = page.getByTestId('your-details');
  await details.getByLabel('Full name').fill('Bea Buyer');
  await details.getByLabel('Contact phone number').fill(irish ? '01 555 0100' : '020 7946 0958');
  if ((await details.getByLabel('Address').count()) === 0) return;
  await details.getByLabel('Address').fill('1 Main Street');
  await details.getByLabel('Town or city').fill(irish ? 'Dublin' : 'London');
  await details.getByLabel(irish ? 'Eircode' : 'Postcode').fill(postcode);
};

/** The card fields (spec 1 §5 "Card"): a good card's expiry, security code and postal code unless given. */
export const fillCard = async (
  page: Page,
  number: string,
  { expiry = '12/30', securityCode = '123', postalCode = 'SW1A 1AA' } = {},
) => {
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByLabel('Card number', { exact: true }).fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill(expiry);
  await page.getByLabel('Security code').fill(securityCode);
  await page.getByLabel('Postal code', { exact: true }).fill(postalCode);
};

export const payByCard = async (page: Page, number: string, irish: boolean) => {
  await fillDetails(page, irish);
  await fillCard(page, number);
  await page.getByLabel('I accept the terms and conditions of sale.').check();
  await page.getByTestId('place-order').click();
};
