/** The wallet page's words. The spec quotes none: all OUR WORDING. */
export const WALLET_COPY = {
  heading: 'My wallet',
  description: 'Your wallet credit, what you can spend and how you have used it.',
  intro: 'Your wallet credit comes off your order total at checkout when you choose to use it.',
  balanceHeading: 'Your credit',
  available: 'Credit to spend',
  promotional: 'Promotional credit',
  refundable: 'Refundable credit',
  promotionalRule: (rule: string) => `Promotional credit: ${rule.charAt(0).toLowerCase()}${rule.slice(1)}.`,
  otherBalance: (amount: string, edition: string) =>
    `You also have ${amount} of credit to spend on our ${edition} sites.`,
  historyHeading: 'Wallet history',
  noHistory: 'Nothing has gone into or out of your wallet yet.',
  date: 'Date',
  details: 'Details',
  amount: 'Amount',
  balanceAfter: 'Balance',
  order: 'View order',
  moreInfo: 'How wallet credit works',
  terms: 'Wallet terms of use',
} as const;
