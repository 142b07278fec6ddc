import { expect, test } from './fixtures';
import { noAxeViolations, siteUrl } from './support';
import { VISA, addToBasket, buyableDeal, payByCard, register, uniqueEmail } from './shopping';

/**
 * Refer a friend on the Kerching brand's UK and Irish sites: the account menu's link leads to the
 * page with the shopper's invitation link; copying it counts a share; a friend who opens it lands on
 * registration told they were invited, signs up and buys; the referrer then sees the opened link and
 * the friend's pending credit in the site's currency. An invitation with a code that is not ours is
 * a 404.
 */
const sites = [
  { site: 'kerching', location: 'london', symbol: '£', irish: false },
  { site: 'kerchingie', location: 'dublin', symbol: '€', irish: true },
] as const;

for (const { site, location, symbol, irish } of sites) {
  test(`${site}: a friend invited by link joins and buys; the referrer sees the pending credit`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const referrerContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const referrer = await referrerContext.newPage();
    await register(referrer, site, uniqueEmail(`referrer-${site}`));
    await referrer.getByRole('banner').getByText('Hi, Bea').click();
    await referrer.getByRole('link', { name: 'Refer a friend' }).click();
    await expect(referrer.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible();
    await expect(referrer.getByText(`Get ${symbol}10 credit for every friend`)).toBeVisible();
    const invitation = await referrer.getByRole('textbox', { name: 'Link to copy and share' }).inputValue();
    expect(invitation).toMatch(new RegExp(`^http://${site}\\.localhost:\\d+/invite/[A-HJ-NP-Z2-9]{8}$`));
    await expect(referrer.getByTestId('referred-friends')).toHaveCount(0);
    await noAxeViolations(referrer, 'refer a friend');

    await referrer.getByRole('button', { name: 'Copy link' }).click();
    await expect(referrer.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await referrer.evaluate<string>('navigator.clipboard.readText()')).toBe(invitation);

    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await friend.goto(invitation);
    await expect(friend).toHaveURL(siteUrl(site, '/register'));
    await expect(friend.getByText('A friend invited you.')).toBeVisible();
    await noAxeViolations(friend, 'register, invited');
    await register(friend, site, uniqueEmail(`friend-${site}`));
    const checkout = await addToBasket(friend, site, await buyableDeal(request, site, location, 2));
    await friend.goto(siteUrl(site, checkout));
    await payByCard(friend, VISA, irish);
    await expect(friend.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

    await referrer.reload();
    const stat = (key: string) => referrer.getByTestId(`referral-${key}`);
    await expect(stat('opened')).toHaveText('Links opened1');
    await expect(stat('shared')).toHaveText('Links shared1');
    await expect(stat('pending')).toHaveText(`Pending credit${symbol}10`);
    await expect(stat('earned')).toHaveText(`Credit earned${symbol}0`);
    await expect(referrer.getByTestId('referred-friends').getByRole('row')).toHaveCount(2);
    await expect(referrer.getByTestId('referred-friends')).toContainText('Pending');
    await noAxeViolations(referrer, 'refer a friend, with a friend');
    await referrerContext.close();
    await friendContext.close();
  });
}

test('an invitation whose code is not ours is the page-not-found page', async ({ page }) => {
  const response = await page.goto(siteUrl('kerching', '/invite/ZZZZZZZZ'));
  expect(response?.status()).toBe(404);
  await noAxeViolations(page, 'unknown invitation');
});
