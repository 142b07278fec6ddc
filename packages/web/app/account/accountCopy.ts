/**
 * The account pages' own words (spec 1 §2 "Screens described by copy: Login, register, forgot
 * password, reset password, activate account, ... unsubscribe"). The spec quotes none of these
 * labels: OUR WORDING. Messages the spec does quote (wrong password, password change, validation)
 * come from the domain's messages modules, never from here.
 */
export const ACCOUNT_COPY = {
  errorSummaryTitle: 'There is a problem',
  email: 'Email address',
  password: 'Password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  currentPassword: 'Current password',
  firstName: 'First name',
  lastName: 'Last name',
  optional: '(optional)',
  passwordHint: 'At least 6 characters.',
  /** OUR WORDING (issue 42: Google sign-in; spec 2 §8 "Facebook prior-login notice", text not shown). */
  google: {
    continue: 'Continue with Google',
    facebookNotice:
      'Signed in with Facebook before? Facebook sign-in has ended: sign in with your email and password, or use “Forgotten your password?” to set one.',
  },
  login: {
    title: 'Sign in',
    heading: 'Sign in to your account',
    description: 'Sign in to see your vouchers, your details and your account.',
    rememberMe: 'Keep me signed in',
    submit: 'Sign in',
    forgot: 'Forgotten your password?',
    newHere: 'New here?',
    register: 'Create an account',
  },
  register: {
    title: 'Create an account',
    heading: 'Create your account',
    description: 'Create an account to buy deals, keep your vouchers and hear about the best offers.',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  forgot: {
    title: 'Forgotten password',
    heading: 'Forgotten your password?',
    description: 'Get a link by email to set a new password.',
    intro: 'Enter the email address of your account and we will send you a link to set a new password.',
    submit: 'Send me a link',
    backToSignIn: 'Back to sign in',
  },
  reset: {
    title: 'Reset your password',
    heading: 'Choose a new password',
    description: 'Set a new password for your account.',
    submit: 'Save new password',
    signIn: 'Sign in with your new password',
    requestAnother: 'Request a new link',
  },
  activate: {
    title: 'Activate your account',
    heading: 'Set your password',
    description: 'Choose a password to activate your account.',
    submit: 'Activate account',
    signIn: 'Sign in',
    requestAnother: 'Request a new link',
  },
  myAccount: {
    navLabel: 'My account',
  },
  profile: {
    title: 'My details',
    heading: 'My details',
    description: 'Your name and email address.',
    submit: 'Save my details',
    saved: 'Your details have been saved.',
    emailNote: 'To use another email address, please contact customer services.',
  },
  changePassword: {
    title: 'Change password',
    heading: 'Change your password',
    description: 'Change the password of your account.',
    submit: 'Change password',
    noPassword: 'Your account has no password yet. We can email you a link to set one.',
    sendLink: 'Email me a link',
  },
  delete: {
    title: 'Delete my account',
    heading: 'Delete my account',
    description: 'Delete your account and your personal details.',
    warning:
      'Deleting your account removes your personal details and signs you out everywhere. Vouchers you have bought can no longer be seen in your account. This cannot be undone.',
    confirm: 'I understand and want to delete my account',
    passwordLabel: 'Your password, to confirm',
    submit: 'Delete my account',
    doneHeading: 'Your account is being deleted',
    home: "Back to today's deals",
  },
  subscriptions: {
    title: 'Email preferences',
    heading: 'Email preferences',
    description: 'Choose whether we email you our best deals.',
    subscribed: (email: string) => `You get our newsletter at ${email}.`,
    notSubscribed: (email: string) => `You do not get our newsletter at ${email}.`,
    location: 'Deals near',
    subscribe: 'Subscribe to the newsletter',
    unsubscribe: 'Unsubscribe',
    alertsHeading: 'Back-in-stock alerts',
    alertsIntro: 'We will email you once when each of these sold-out deals can be bought again.',
    alertsNone:
      "You are not waiting for any sold-out deal to come back. On a sold-out deal's page, leave your email address to hear when it is back.",
    alertsUnavailable: 'Sorry, we could not read your back-in-stock alerts just now. Please try again later.',
    stopAlert: 'Stop',
    /** Read after 'Stop' by screen readers, so each button says which deal it stops. */
    stopAlertFor: (title: string) => `emails about ${title}`,
  },
  unsubscribe: {
    title: 'Unsubscribe',
    heading: 'Unsubscribe from our newsletter',
    description: 'Stop receiving our newsletter.',
    intro: 'Press the button to stop receiving our newsletter at this address.',
    submit: 'Unsubscribe',
    home: "Back to today's deals",
  },
} as const;
