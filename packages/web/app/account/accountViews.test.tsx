import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { SITES } from '@kerching/domain/site';
import { accountError, registrationRequest } from '@kerching/domain/account';
import * as E from 'fp-ts/Either';
import { AccountMenu } from '../shell/AccountMenu';
import { shellData } from '../shell/testFixtures';
import { formFailure } from './accountFailure';
import { LoginView, RegisterView } from './SignInViews';
import { SubscriptionsView } from './MyAccountViews';

const at = (path: string, element: React.ReactNode, viewer: { firstName: string; email: string } | null = null) => {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => shellData({ viewer }),
      HydrateFallback: () => null,
      children: [{ path: '*', Component: () => element }],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
};

const noReturns = { returnTo: null, redirectUrl: null };

describe('the login form', () => {
  it('prefills the remembered email and has the autocomplete attributes', async () => {
    at('/login', <LoginView email="jane@example.co.uk" returns={noReturns} answer={undefined} />);
    const email = await screen.findByLabelText('Email address', {}, { timeout: 5000 });
    expect((email as HTMLInputElement).value).toBe('jane@example.co.uk');
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.queryByTestId('error-summary')).toBeNull();
    expect(document.querySelector('input[name="_csrf"]')).not.toBeNull();
  });

  it('shows a wrong password’s message in a focused summary', async () => {
    const failure = formFailure(accountError('ACCOUNT.INVALID_CREDENTIALS', 'x'));
    at('/login', <LoginView email="" returns={noReturns} answer={{ failure }} />);
    const summary = await screen.findByTestId('error-summary', {}, { timeout: 5000 });
    expect(summary.textContent).toContain('Invalid email/password. Please try again.');
    // The summary takes focus in an effect after the render: wait for it (a loaded machine is slow).
    await waitFor(() => expect(document.activeElement).toBe(summary), { timeout: 5000 });
  });

  it('offers the reset link with the locked message', async () => {
    const failure = formFailure(accountError('ACCOUNT.LOCKED', 'x'));
    at('/login', <LoginView email="" returns={noReturns} answer={{ failure }} />);
    const summary = await screen.findByTestId('error-summary', {}, { timeout: 5000 });
    expect(within(summary).getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('carries the page to return to', async () => {
    at(
      '/login',
      <LoginView email="" returns={{ returnTo: '/myaccount/profile', redirectUrl: null }} answer={undefined} />,
    );
    await screen.findByLabelText('Email address', {}, { timeout: 5000 });
    expect((document.querySelector('input[name="returnTo"]') as HTMLInputElement).value).toBe('/myaccount/profile');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register?returnTo=%2Fmyaccount%2Fprofile',
    );
  });
});

describe('the register form (spec 1 §5)', () => {
  it('puts each message beside its field, described by it, and links to it from the summary', async () => {
    const result = registrationRequest({ variant: 'standard', email: 'nope', password: 'abc', confirmation: 'abd' });
    if (E.isRight(result)) throw new Error('expected errors');
    at('/register', <RegisterView returns={noReturns} answer={{ failure: formFailure(result.left) }} />);
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const described = (password.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
      'Password must be at least 6 characters',
    );
    const summary = screen.getByTestId('error-summary');
    expect(within(summary).getByRole('link', { name: 'Passwords should match' }).getAttribute('href')).toBe(
      '#register-confirmation',
    );
    expect(within(summary).getByRole('link', { name: 'Please enter a valid email' })).toBeTruthy();
  });
});

describe('the header’s account item (spec 1 §2)', () => {
  it('signed out: a Sign in link that comes back to the page', async () => {
    at('/deals/london?page=2', <AccountMenu site={SITES.kerching} viewer={null} />);
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login?returnTo=%2Fdeals%2Flondon%3Fpage%3D2');
  });

  it('signed in: the first name, the brand’s account links and a sign-out form', async () => {
    const viewer = { firstName: 'Jane', email: 'jane@example.co.uk' };
    at('/deals/london', <AccountMenu site={SITES.livingsocial} viewer={viewer} />, viewer);
    expect((await screen.findByText('Hi, Jane')).tagName).toBe('SPAN');
    const menu = screen.getByRole('navigation', { hidden: true, name: 'Account menu' });
    expect(within(menu).getByRole('link', { hidden: true, name: 'My details' }).getAttribute('href')).toBe(
      '/myaccount/profile',
    );
    expect(within(menu).queryByRole('link', { hidden: true, name: 'Refer a friend' })).toBeNull();
    const form = within(menu).getByRole('button', { hidden: true, name: 'Sign out' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/logout');
    expect(form?.querySelector('input[name="_csrf"]')?.getAttribute('value')).toBe(shellData().csrfToken);
  });
});

describe('the back-in-stock alerts on email preferences', () => {
  const view = (alerts: React.ComponentProps<typeof SubscriptionsView>['alerts']) =>
    at(
      '/myaccount/subscriptions',
      <SubscriptionsView
        email="jane@example.co.uk"
        subscribed
        towns={[]}
        location="london"
        alerts={alerts}
        answer={undefined}
      />,
      { firstName: 'Jane', email: 'jane@example.co.uk' },
    );

  it('links each deal waited on and gives its stop button a name that says which deal', async () => {
    view([
      { dealId: 7, title: 'Lash Lift and Tint', urlPath: '/deal/london/beauty-and-spa/lashes-and-brows/7/lash-lift' },
      { dealId: 12, title: 'Afternoon Tea', urlPath: '/deal/london/restaurants-and-food/12/tea' },
    ]);
    const list = await screen.findByTestId('back-in-stock-alerts', {}, { timeout: 5000 });
    const section = screen.getByRole('region', { name: 'Back-in-stock alerts' });
    expect(section.contains(list)).toBe(true);
    expect(within(list).getByRole('link', { name: 'Afternoon Tea' }).getAttribute('href')).toBe(
      '/deal/london/restaurants-and-food/12/tea',
    );
    const stop = within(list).getByRole('button', { name: 'Stop emails about Lash Lift and Tint' });
    expect(stop.getAttribute('value')).toBe('stop-alert');
    const form = stop.closest('form');
    expect(form?.querySelector('input[name="dealId"]')?.getAttribute('value')).toBe('7');
    expect(form?.querySelector('input[name="_csrf"]')).not.toBeNull();
  });

  it('says when there are none, and when they cannot be read', async () => {
    const { unmount } = view([]);
    expect(
      await screen.findByText(/You are not waiting for any sold-out deal to come back/, {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('back-in-stock-alerts')).toBeNull();
    unmount();
    view(null);
    expect(await screen.findByText(/could not read your back-in-stock alerts/, {}, { timeout: 5000 })).toBeTruthy();
  });
});
