import { expect, test, type Browser, type Page } from './fixtures';
import { E2E_PORT, noAxeViolations, siteUrl } from './support';

/**
 * Accounts in the browser (issue 5, web part) on one UK and one Irish site: register, sign out,
 * sign in, change the password and sign in with the new one; a forgotten password through the
 * emailed link (read from the local outbox); an account page's login round trip; deleting the
 * account; the spec's wrong-password message; the login journey without JavaScript; and axe-core
 * on the account pages.
 */
const SITES = ['kerching', 'kerchingie'] as const;
const WRONG_PASSWORD = 'Invalid email/password. Please try again.';

const uniqueEmail = (site: string): string =>
  `jane+${site}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.co.uk`;

const banner = (page: Page) => page.getByRole('banner');

const register = async (page: Page, site: string, email: string, password: string, firstName = 'Jane') => {
  await page.goto(siteUrl(site, '/register'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Shopper');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(banner(page).getByText(`Hi, ${firstName}`)).toBeVisible();
};

const signOut = async (page: Page) => {
  const button = banner(page).getByRole('button', { name: 'Sign out' });
  if (!(await button.isVisible())) await banner(page).getByText(/^Hi, /).click();
  await button.click();
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
};

const signIn = async (page: Page, site: string, email: string, password: string, path = '/login') => {
  await page.goto(siteUrl(site, path));
  const emailField = page.getByLabel('Email address');
  if ((await emailField.inputValue()) !== email) await emailField.fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/** The newest mail to `email` in the local outbox that carries a link to `path`. */
const emailedLink = async (page: Page, site: string, email: string, path: string): Promise<string> => {
  let link: string | undefined;
  await expect(async () => {
    // From Node: *.localhost names resolve only in Chromium, so the Host header names the site.
    const response = await page.request.get(
      `http://127.0.0.1:${E2E_PORT}/dev/mailbox.json?to=${encodeURIComponent(email)}`,
      { headers: { host: `${site}.localhost:${E2E_PORT}` } },
    );
    expect(response.status()).toBe(200);
    const text = (await response.text()).replace(/\\u0026/g, '&').replace(/\\\//g, '/');
    const match = new RegExp(`https?://[^"\\s<>]*${path}\\?token=[A-Za-z0-9_%-]+`).exec(text);
    expect(match).not.toBeNull();
    link = match?.[0];
  }).toPass({ timeout: 10_000 });
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
};

for (const site of SITES) {
  test.describe(`${site} accounts`, () => {
    test('register, sign out, sign in, change the password and sign in with the new one', async ({ page }) => {
      test.setTimeout(60_000);
      const email = uniqueEmail(site);
      await page.goto(siteUrl(site));
      await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
      await register(page, site, email, 'first-secret');
      // The account menu: first name, the account pages, sign out.
      await banner(page).getByText('Hi, Jane').click();
      const menu = banner(page).getByRole('navigation', { name: 'Account menu' });
      await expect(menu.getByRole('link', { name: 'My details' })).toHaveAttribute('href', '/myaccount/profile');
      await expect(menu.getByRole('link', { name: 'My vouchers' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Refer a friend' })).toBeVisible();
      await expect(menu.getByText(email)).toBeVisible();
      await signOut(page);
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'kc_session_id')).toBeUndefined();

      await signIn(page, site, email, 'first-secret');
      await expect(banner(page).getByText('Hi, Jane')).toBeVisible();
      const remembered = (await page.context().cookies()).find((c) => c.name === 'kc_email');
      expect(decodeURIComponent(remembered?.value ?? '')).toBe(email);
      expect((remembered?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
      expect(remembered?.httpOnly).toBe(true);

      await page.goto(siteUrl(site, '/myaccount/password'));
      await page.getByLabel('Current password').fill('not-my-password');
      await page.getByLabel('New password').fill('second-secret');
      await page.getByLabel('Confirm password').fill('second-secret');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByTestId('error-summary')).toContainText('Error: Change Unsuccessful');
      await expect(page.getByTestId('error-summary')).toBeFocused();
      await page.getByLabel('Current password').fill('first-secret');
      await page.getByLabel('New password').fill('second-secret');
      await page.getByLabel('Confirm password').fill('second-secret');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByTestId('notice')).toHaveText('Password successfully updated');
      await signOut(page);

      await signIn(page, site, email, 'first-secret');
      await expect(page.getByTestId('error-summary')).toContainText(WRONG_PASSWORD);
      await signIn(page, site, email, 'second-secret');
      await expect(banner(page).getByText('Hi, Jane')).toBeVisible();
    });

    test('continues with Google through the local stand-in, and comes back to the page it started from', async ({
      page,
    }) => {
      const email = uniqueEmail(site);
      await page.goto(siteUrl(site, '/login?returnTo=%2Fmyaccount%2Fprofile'));
      await expect(page.getByText('Signed in with Facebook before?')).toBeVisible();
      await page.getByRole('link', { name: 'Continue with Google' }).click();
      await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('First name').fill('Gina');
      await page.getByLabel('Last name').fill('Shopper');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(banner(page).getByText('Hi, Gina')).toBeVisible();
      await expect(page).toHaveURL(/\/myaccount\/profile$/);
      // A second sign-in with the same Google account finds the same account.
      await signOut(page);
      await page.goto(siteUrl(site, '/register'));
      await page.getByRole('link', { name: 'Continue with Google' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(banner(page).getByText('Hi, Gina')).toBeVisible();
    });

    test('a wrong password shows the spec’s message, and the form its validation messages', async ({ page }) => {
      const email = uniqueEmail(site);
      await register(page, site, email, 'right-secret');
      await signOut(page);
      await signIn(page, site, email, 'wrong-secret');
      const summary = page.getByTestId('error-summary');
      await expect(summary).toContainText(WRONG_PASSWORD);
      await expect(summary).toBeFocused();
      await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();

      await page.goto(siteUrl(site, '/register'));
      await page.getByLabel('Email address').fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).fill('abc');
      await page.getByLabel('Confirm password').fill('abd');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByTestId('error-summary')).toContainText('Password must be at least 6 characters');
      await expect(page.getByTestId('error-summary')).toContainText('Passwords should match');
      await expect(page.getByTestId('error-summary')).toContainText('Please enter a valid email');
      const password = page.getByLabel('Password', { exact: true });
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription(/Password must be at least 6 characters/);
    });

    test('a forgotten password is reset through the emailed link', async ({ page }) => {
      test.setTimeout(60_000);
      const email = uniqueEmail(site);
      await register(page, site, email, 'old-secret');
      await signOut(page);
      await page.goto(siteUrl(site, '/forgot-password'));
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      const answer = await page.getByTestId('notice').textContent();
      expect(answer).toContain('If an account exists for this email');
      // The same answer for an email without an account.
      await page.getByLabel('Email address').fill(uniqueEmail(site));
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page.getByTestId('notice')).toHaveText(answer ?? '');

      const link = await emailedLink(page, site, email, '/reset-password');
      const response = await page.goto(siteUrl(site, link));
      expect(response?.headers()['referrer-policy']).toBe('no-referrer');
      await page.getByLabel('New password').fill('new-secret');
      await page.getByLabel('Confirm password').fill('new-secret');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByTestId('notice')).toHaveText('Password successfully updated');
      // Single use.
      await page.goto(siteUrl(site, link));
      await page.getByLabel('New password').fill('another-secret');
      await page.getByLabel('Confirm password').fill('another-secret');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByTestId('error-summary')).toContainText('This link has already been used');

      await signIn(page, site, email, 'new-secret');
      await expect(banner(page).getByText('Hi, Jane')).toBeVisible();
    });

    test('an account page sends a signed-out visitor to login and back', async ({ page }) => {
      const email = uniqueEmail(site);
      await register(page, site, email, 'round-trip');
      await signOut(page);
      await page.goto(siteUrl(site, '/myaccount/profile'));
      await expect(page).toHaveURL(siteUrl(site, '/login?returnTo=%2Fmyaccount%2Fprofile'));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('round-trip');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(siteUrl(site, '/myaccount/profile'));
      await expect(page.getByLabel('Email address')).toHaveValue(email);
      await page.getByLabel('First name').fill('Janet');
      await page.getByRole('button', { name: 'Save my details' }).click();
      await expect(page.getByTestId('notice')).toHaveText('Your details have been saved.');
      await expect(banner(page).getByText('Hi, Janet')).toBeVisible();
      // Only paths on this site: another origin goes home instead.
      await signOut(page);
      await signIn(page, site, email, 'round-trip', '/login?returnTo=%2F%2Fevil.example%2F');
      await expect(page).toHaveURL(siteUrl(site, '/'));
    });

    test('deleting the account: confirm, then initiated, and the account no longer signs in', async ({ page }) => {
      const email = uniqueEmail(site);
      await register(page, site, email, 'delete-me');
      await page.goto(siteUrl(site, '/myaccount/delete'));
      await page.getByLabel('Your password, to confirm').fill('delete-me');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByTestId('error-summary')).toContainText(
        'Please confirm that you want to delete your account.',
      );
      await page.getByLabel('I understand and want to delete my account').check();
      await page.getByLabel('Your password, to confirm').fill('delete-me');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByTestId('notice')).toContainText('This takes up to 24 hours');
      await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
      await signIn(page, site, email, 'delete-me');
      await expect(page.getByTestId('error-summary')).toContainText(WRONG_PASSWORD);
    });
  });
}

const noScriptJourney = async (browser: Browser, site: string) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail(site);
  await page.goto(siteUrl(site, '/register'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Password', { exact: true }).fill('no-script');
  await page.getByLabel('Confirm password').fill('no-script');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(banner(page).getByText('Hi, Nora')).toBeVisible();
  await banner(page).getByText('Hi, Nora').click();
  await banner(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  // A wrong password: the page again, with the message and status 401.
  await page.goto(siteUrl(site, '/login'));
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('not-it');
  const [failed] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/login') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
  expect(failed.status()).toBe(401);
  await expect(page.getByTestId('error-summary')).toContainText(WRONG_PASSWORD);
  // An account page, login, and back.
  await page.goto(siteUrl(site, '/myaccount/password'));
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fmyaccount%2Fpassword$/);
  await page.getByLabel('Password', { exact: true }).fill('no-script');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(siteUrl(site, '/myaccount/password'));
  await expect(banner(page).getByText('Hi, Nora')).toBeVisible();
  await context.close();
};

test.describe('without JavaScript', () => {
  for (const site of SITES) {
    test(`${site}: register, sign out, a wrong password, and sign in back to an account page`, async ({ browser }) => {
      await noScriptJourney(browser, site);
    });
  }
});

test.describe('axe-core on the account pages', () => {
  for (const site of SITES) {
    test(`${site}: login, register, forgot password, profile and password have no violations`, async ({ page }) => {
      test.setTimeout(60_000);
      for (const path of ['/login', '/register', '/forgot-password']) {
        await page.goto(siteUrl(site, path));
        await noAxeViolations(page);
      }
      // The error states too.
      await page.getByLabel('Email address').fill('nope');
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page.getByTestId('error-summary')).toBeVisible();
      await noAxeViolations(page);
      await register(page, site, uniqueEmail(site), 'axe-secret');
      for (const path of ['/myaccount/profile', '/myaccount/password']) {
        await page.goto(siteUrl(site, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await noAxeViolations(page);
      }
      await banner(page).getByText(/^Hi, /).click();
      await noAxeViolations(page);
    });
  }
});
