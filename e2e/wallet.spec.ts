import { expect, test } from './fixtures';
import { noAxeViolations, siteUrl } from './support';
import { VISA, addToBasket, buyableDeal, payByCard, register, uniqueEmail } from './shopping';

/**
 * The wallet on a UK and an Irish site. A signed-in shopper follows a campaign credit link
 * (`?credit_validation=`, demo campaigns 1001 £5 and 2001 €5) on a listing page, sees the toast at
 * the top right for 5 s, and finds the credit on the wallet page (reached from the account pages'
 * navigation) with its history; the same link again, and a closed campaign's, are answered by their
 * toasts. A signed-out visitor following a link is asked to sign in, and the credit is theirs once
 * they have registered.
 */
const sites = [
  { site: 'kerching', location: 'london', symbol: '£', open: '1001', closed: '1002' },
  { site: 'kerchingie', location: 'dublin', symbol: '€', open: '2001', closed: '2002' },
] as const;

const APPLIED = "credit has been applied to your account. You'll see it when you get to checkout!";

for (const { site, location, symbol, open, closed } of sites) {
  test(`${site}: a campaign credit link credits the wallet once; the wallet page shows it`, async ({ page }) => {
    test.setTimeout(90_000);
    await register(page, site, uniqueEmail(`wallet-${site}`));
    await page.goto(siteUrl(site, '/myaccount/profile'));
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My wallet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
    await expect(page.getByTestId('wallet-available')).toHaveText(`Credit to spend${symbol}0`);
    await expect(page.getByText('Nothing has gone into or out of your wallet yet.')).toBeVisible();
    await noAxeViolations(page, 'wallet, empty');

    await page.goto(siteUrl(site, `/deals/${location}?credit_validation=${open}`));
    const toast = page.getByText(`${symbol}5 ${APPLIED}`);
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box !== null && viewport !== null && box.x + box.width > viewport.width - 40 && box.y < 40).toBe(true);
    await noAxeViolations(page, 'listing with the credit toast');
    await expect(toast).toBeHidden({ timeout: 8_000 });

    await page.goto(siteUrl(site, `/?credit_validation=${open}`));
    await expect(page.getByText("You've already received your credit from this offer")).toBeVisible();
    await page.goto(siteUrl(site, `/?credit_validation=${closed}`));
    await expect(page.getByText('Sorry, this offer link is no longer valid')).toBeVisible();

    await page.goto(siteUrl(site, '/myaccount/wallet'));
    await expect(page.getByTestId('wallet-available')).toHaveText(`Credit to spend${symbol}5`);
    await expect(page.getByTestId('wallet-promotional')).toHaveText(`Promotional credit${symbol}5`);
    await expect(page.getByText(`at most ${symbol}5 an item`)).toBeVisible();
    const rows = page.getByTestId('wallet-history').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Promotional credit added+${symbol}5${symbol}5`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Wallet terms of use' })).toHaveAttribute(
      'href',
      '/page/wallettermsofuse',
    );
    await noAxeViolations(page, 'wallet, with credit');
  });
}

test('kerchingie: a signed-out visitor following a credit link is asked to sign in, then credited', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(siteUrl('kerchingie', '/deals/dublin?credit_validation=2001'));
  await expect(page).toHaveURL(siteUrl('kerchingie', `/login?returnTo=${encodeURIComponent('/deals/dublin')}`));
  await expect(page.getByText('Please log in to claim your credit')).toBeVisible();
  await noAxeViolations(page, 'login with the credit toast');
  await register(page, 'kerchingie', uniqueEmail('wallet-invited'));
  await expect(page.getByText(`€5 ${APPLIED}`)).toBeVisible();
  await page.goto(siteUrl('kerchingie', '/myaccount/wallet'));
  await expect(page.getByTestId('wallet-available')).toHaveText('Credit to spend€5');
});

test('kerching: a gift card redeemed from the wallet page adds its value, once', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  // Demo cards KCGIFTGB01 to 05 are each redeemable once: a retry takes the next one.
  const card = `kcgift-gb0${testInfo.retry + 1}`;
  await register(page, 'kerching', uniqueEmail('gift-card'));
  await page.goto(siteUrl('kerching', '/myaccount/wallet'));
  await page.getByRole('main').getByRole('link', { name: 'Redeem a gift card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem a gift card' })).toBeVisible();
  const code = page.getByLabel('Gift card code');
  await code.fill('NOT-A-CARD');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('alert')).toHaveText('Gift code not recognized. Please try again');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await noAxeViolations(page, 'gift card, not recognised');
  await code.fill(card);
  await page.getByRole('button', { name: 'Redeem' }).click();
  const added = page.getByRole('status').filter({ hasText: '£25 has been added to your wallet.' });
  await expect(added).toBeVisible();
  await expect(added.getByRole('link', { name: 'See your wallet' })).toHaveAttribute('href', '/myaccount/wallet');
  await noAxeViolations(page, 'gift card, redeemed');
  await code.fill(card);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('alert')).toHaveText('This gift card has already been redeemed.');
  await page.goto(siteUrl('kerching', '/myaccount/wallet'));
  await expect(page.getByTestId('wallet-refundable')).toHaveText('Refundable credit£25');
  await expect(page.getByTestId('wallet-history').getByRole('row').nth(1)).toContainText('Refundable credit added+£25');
  // Gift-card credit lasts 12 months (spec 2 §9), and the page says until when.
  const inAYear = new Date();
  inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
  await expect(page.getByTestId('wallet-expiring')).toHaveText(
    new RegExp(`^£25 of your credit expires on \\d{1,2} \\w+ ${inAYear.getUTCFullYear()}: spend it before then\\.$`),
  );
});

test('kerching: a voucher refunded under the money-back guarantee goes into the wallet', async ({ page, request }) => {
  test.setTimeout(120_000);
  await register(page, 'kerching', uniqueEmail('refund'));
  const checkout = await addToBasket(page, 'kerching', await buyableDeal(request, 'kerching', 'london', 2));
  await page.goto(siteUrl('kerching', checkout));
  await payByCard(page, VISA, false);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await page.goto(siteUrl('kerching', '/myaccount/vouchers'));
  const row = page.getByTestId('voucher').first();
  await expect(row).toContainText('Ready to Redeem');
  await row.getByText('Request a refund').click();
  await row.getByRole('button', { name: 'Refund to my wallet' }).click();
  // The reason is required: the browser keeps the form until one is chosen.
  await expect(page.getByRole('status')).toHaveCount(0);
  await row.getByLabel('Reason for the refund').selectOption('I changed my mind');
  await noAxeViolations(page, 'vouchers, refund form open');
  await row.getByRole('button', { name: 'Refund to my wallet' }).click();
  const refunded = page.getByRole('status').filter({ hasText: /^£[\d.,]+ has been refunded to your wallet\./ });
  await expect(refunded).toBeVisible();
  await expect(page.getByTestId('voucher').first()).toContainText(/Refunded £[\d.,]+ to your wallet/);
  await expect(page.getByTestId('voucher').first().getByText('Request a refund')).toHaveCount(0);
  await noAxeViolations(page, 'vouchers, refunded');
  await page.goto(siteUrl('kerching', '/myaccount/wallet'));
  await expect(page.getByTestId('wallet-refundable')).not.toHaveText('Refundable credit£0');
  await expect(page.getByTestId('wallet-history').getByRole('row').nth(1)).toContainText('Refundable credit added');
});
