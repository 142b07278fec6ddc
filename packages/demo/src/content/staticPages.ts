/**
 * Every /page/{slug} of spec 1 §2, written per brand and edition (UK or Ireland): plain text,
 * blank lines between paragraphs, "## " headings, "- " list items. The Irish sites also carry
 * privacypolicy-ie (and privacypolicy there tells the Irish policy too). Figures quoted come
 * from the spec's constants (14-day money-back guarantee, VIP at 4.99 a year, and so on).
 */
import { STATIC_PAGE_SLUGS, type StaticPageSlug, isStaticPageOfEdition } from '@kerching/domain/routing';
import type { Edition } from './edition';

export interface PageText {
  readonly title: string;
  readonly body: string;
}

const lines = (...paragraphs: readonly string[]): string => paragraphs.join('\n\n');

const contact = (e: Edition): string =>
  `${e.company}, ${e.address}. Email ${e.helpEmail} or call ${e.phone} (Monday to Friday, 9am to 5pm).`;

const privacy = (e: Edition): PageText => ({
  title: e.irish ? 'Privacy policy (Ireland)' : 'Privacy policy',
  body: lines(
    `This policy explains how ${e.company} ("${e.brand}", "we") collects and uses your personal data when you use ${e.domain} and our apps. We are the controller of your data under ${e.dataLaw}.`,
    '## What we collect',
    '- Account details: your name, email address, password (stored hashed) and, if you give them, your phone number and delivery address.\n- Orders: what you buy, vouchers issued, refunds and gifts you send.\n- Payments: the payment method used and a token from our payment provider; we never store full card numbers.\n- Usage: pages viewed, deals viewed and searched for, the device and browser used, and your approximate location if you choose one.',
    '## Why we use it',
    '- To run your account, process orders and issue vouchers (performance of our contract with you).\n- To prevent fraud and keep the site secure (our legitimate interests).\n- To send you daily deals and offers by email, only with your consent; you can unsubscribe at any time from any email.\n- To meet our legal duties, for example keeping tax records.',
    '## Who we share it with',
    'Merchants receive the details needed to honour your voucher (your name and voucher code). Payment providers, delivery partners and our hosting and email services process data on our behalf under contract. We do not sell your personal data.',
    '## How long we keep it',
    'Order and tax records are kept for seven years. Marketing preferences are kept until you change them. If you delete your account we anonymise your data within 24 hours, except what the law requires us to keep.',
    '## Your rights',
    `You can ask for a copy of your data, ask us to correct or delete it, object to its use, or ask us to move it to another service. Email ${e.privacyEmail}. If you are unhappy with our answer you can complain to ${e.dataRegulator}.`,
    '## Cookies',
    'We use cookies to keep you signed in, remember your basket and chosen location, and measure how the site is used. You can change your choices at any time from the cookie settings link at the foot of every page.',
    '## Contact',
    contact(e),
  ),
});

const PAGES: Readonly<Record<StaticPageSlug, (e: Edition) => PageText>> = {
  aboutus: (e) => ({
    title: `About ${e.brand}`,
    body: lines(
      `${e.brand} brings you the best local deals, shopping offers and travel escapes in ${e.country}, at up to 80% off. Every day our team works with restaurants, spas, activity centres, retailers and hotels to put together offers worth shouting about.`,
      '## How it works',
      '- Find a deal you love, near you or delivered to your door.\n- Buy your voucher securely online. Vouchers are available 24 hours after purchase.\n- Book with the merchant, or wait for your delivery, and enjoy.',
      '## Our promise',
      'Every voucher comes with our 14-day money-back guarantee: if you change your mind, ask for a refund within 14 days of buying and we will give you your money back, as long as the voucher has not been used.',
      '## Who we are',
      `${e.company} is ${e.registration}. Our registered office is at ${e.address}.`,
    ),
  }),
  privacypolicy: privacy,
  'privacypolicy-ie': privacy,
  termsofuse: (e) => ({
    title: 'Terms of use',
    body: lines(
      `These terms govern your use of ${e.domain}, run by ${e.company} (${e.registration}). By using the site you accept them.`,
      '## Your account',
      'You must be 18 or over to buy. Keep your password safe (it must be at least 6 characters) and tell us straight away if you think someone else has used your account.',
      '## Using the site',
      'You may use the site for your own, non-commercial shopping. You must not copy our content, scrape the site, interfere with its security or post anything unlawful in reviews.',
      '## Reviews',
      'Reviews must be your honest opinion of a deal you bought. We may remove reviews that are offensive, unrelated or that break the law.',
      '## Our liability',
      `Nothing in these terms limits your rights under ${e.consumerLaw}. We are responsible for the site and for selling vouchers; merchants are responsible for the goods and services they provide.`,
      '## Law',
      `These terms are governed by the law of ${e.irish ? 'Ireland' : 'England and Wales'}, and disputes go to ${e.courts}.`,
    ),
  }),
  'e-commerceterms': (e) => ({
    title: 'Terms of sale',
    body: lines(
      `These terms apply when you buy a voucher or product from ${e.company} on ${e.domain}. Prices are shown in ${e.symbol} and include VAT at ${e.vatRate} where it applies.`,
      '## Vouchers',
      'A voucher is a prepaid right to the goods or service described on the deal page, supplied by the merchant named there. Vouchers are available in My Vouchers 24 hours after purchase and must be used before their expiry date. You can extend a voucher by up to 3 months for a small fee before it expires.',
      '## Refunds',
      `You can cancel within 14 days of buying for a full refund, provided the voucher has not been redeemed. Refunds are not available for redeemed vouchers or within 7 days of a voucher's expiry. Refunds go back to your original payment method, or to your wallet as credit valid for 3 months if you prefer.`,
      '## Deposits',
      'Some travel deals let you pay a deposit now and the balance later. A deposit is refundable within 14 days. If the balance is not paid by the date shown, the booking expires.',
      '## Delivered products',
      `Products are delivered to addresses in ${e.irish ? 'Ireland' : 'the UK mainland'}. You can return an unused product within 14 days of delivery. Faulty goods are covered by your rights under ${e.consumerLaw}.`,
      '## Gifting',
      'Vouchers can be sent as an e-gift (free) or in a gift pack. Gift packs ordered before 2pm are dispatched the next working day; standard delivery takes up to 3 working days.',
      '## Click and collect',
      'Click and collect orders can be picked up Monday to Friday, 9am to 5pm, from the merchant address on the deal page.',
      '## Contact',
      contact(e),
    ),
  }),
  internetsafety: (e) => ({
    title: 'Staying safe online',
    body: lines(
      `We take your security seriously. Here is how to keep your ${e.brand} account safe.`,
      '## Spotting fake emails',
      `We will never ask for your password or full card number by email, text or phone. Our emails come from @${e.domain}. If an email looks odd, do not click its links: go to ${e.domain} directly instead.`,
      '## Strong passwords',
      'Use a password of at least 6 characters that you do not use anywhere else; a longer passphrase is even better.',
      '## Paying safely',
      'Payments are made over an encrypted connection and handled by our payment providers. We only accept Visa and Mastercard cards, plus PayPal and the other methods shown at checkout.',
      '## Report a problem',
      `If you think your account has been used without your permission, email ${e.helpEmail} straight away.`,
    ),
  }),
  faqs: (e) => ({
    title: 'Frequently asked questions',
    body: lines(
      '## When will I get my voucher?',
      'Vouchers appear in My Vouchers 24 hours after purchase. We also email you when they are ready.',
      '## How do I book?',
      'Contact the merchant using the details on your voucher and quote your voucher code. Book early: popular dates go fast.',
      '## Can I get a refund?',
      'Yes, within 14 days of purchase if you have not used your voucher. Refunds are not available for redeemed vouchers or within 7 days of expiry.',
      '## Can I extend my voucher?',
      'You can extend a voucher by up to 3 months before it expires, from My Vouchers.',
      '## What is wallet credit?',
      'Credit in your wallet can be spent on any deal at checkout. Credit from a refund lasts 3 months; credit from a gift card lasts 12 months.',
      '## How do I send a gift?',
      'Choose "Buy as a gift" on the deal page. An e-gift is free; gift packs are delivered by post.',
      '## What is VIP?',
      `VIP membership costs ${e.symbol}4.99 a year and gives you an extra 10% off eligible deals, VIP-only deals and priority support. New members get a 60-day free trial.`,
      '## How do I delete my account?',
      'Go to My Account, then Delete account. Deletion takes up to 24 hours.',
    ),
  }),
  needhelp: (e) => ({
    title: 'Need help?',
    body: lines(
      'Most answers are in our FAQs, and you can manage vouchers, refunds and extensions yourself from My Account.',
      '## Contact our customer team',
      `Email ${e.helpEmail} or call ${e.phone}. We are here Monday to Friday, 9am to 5pm, and reply to emails within one working day. VIP members get priority support.`,
      '## Problems with a merchant',
      'If a merchant cannot honour your voucher, tell us and we will help you rebook or give you a refund.',
      '## Write to us',
      `${e.company}, ${e.address}.`,
    ),
  }),
  productrecalls: (e) => ({
    title: 'Product recalls',
    body: lines(
      `Product safety matters to us. When a manufacturer or a regulator recalls a product sold on ${e.brand}, we contact everyone who bought it and list the recall here.`,
      '## Current recalls',
      'There are no product recalls at the moment.',
      '## What to do',
      `If you have bought a recalled product, stop using it and follow the instructions in our email. You are entitled to a full refund. For any questions, email ${e.helpEmail} with "Product recall" in the subject.`,
      '## More information',
      e.irish
        ? 'The Competition and Consumer Protection Commission publishes recalls on its product safety pages.'
        : "The Office for Product Safety and Standards publishes recalls on the government's product safety pages.",
    ),
  }),
  takedown: (e) => ({
    title: 'Notice and takedown policy',
    body: lines(
      `If you believe that content on ${e.domain} infringes your rights, or is unlawful, tell us and we will act quickly.`,
      '## How to report content',
      `Email ${e.helpEmail} with "Takedown" in the subject and include: the address of the page, what the content is, why you believe it infringes your rights or the law, and your contact details.`,
      '## What happens next',
      'We acknowledge reports within two working days. If the complaint is valid we remove or disable the content and tell the person who posted it. If we disagree, we explain why.',
    ),
  }),
  'klarna-faqs': (e) => ({
    title: 'Klarna FAQs',
    body: lines(
      `Klarna lets you spread the cost of your ${e.brand} order.`,
      '## How does it work?',
      'Choose Klarna at checkout and follow the steps. Klarna checks your eligibility and, if approved, you pay in instalments directly to Klarna.',
      '## Which deals can I use it on?',
      'Klarna is available on most deals. It is not available on gift cards and some other categories, or on orders flagged by our fraud checks.',
      '## Will it affect my credit score?',
      "Klarna may carry out a soft credit check, which does not affect your credit score. Missed payments may be reported; see Klarna's terms for details.",
      '## Refunds',
      'If you get a refund, we tell Klarna and your payment plan is updated.',
      '## Regulation',
      `${e.company} introduces you to Klarna and is not a lender. Klarna's products are provided by Klarna Bank AB (publ) and are regulated in ${e.country}${e.irish ? ' for conduct of business by the Central Bank of Ireland' : ' by the Financial Conduct Authority where they are credit agreements'}.`,
    ),
  }),
  giftcardterms: (e) => ({
    title: 'Gift card terms',
    body: lines(
      `${e.brand} gift cards can be spent on any deal on ${e.domain}.`,
      '- Gift cards are valid for 6 months from purchase and must be redeemed before they expire.\n- Redeem a gift card from My Account; its value is added to your wallet as credit valid for 12 months.\n- Gift cards cannot be exchanged for cash, resold or used to buy other gift cards.\n- The currency of the gift card and of the deal must match.\n- Lost or stolen gift cards can be replaced only if they have not been redeemed.',
      `Gift cards are issued by ${e.company}, ${e.registration}.`,
    ),
  }),
  wallettermsofuse: (e) => ({
    title: 'Wallet terms of use',
    body: lines(
      'Your wallet holds credit you can spend on deals at checkout.',
      '## Kinds of credit',
      `- Refund credit: from refunds you chose to take as credit. Valid for 3 months.\n- Gift card credit: from gift cards you redeem. Valid for 12 months.\n- Promotional credit: from offers and referrals. It can pay for up to 10% of each eligible item, up to ${e.symbol}5 per item, and cannot be refunded as cash.`,
      '## Using credit',
      'Credit is applied at checkout. If your credit covers the whole order, no card is needed. Credit is in the currency of the site where it was given and can only be spent there.',
      '## Expiry',
      'The expiry date of each credit is shown in My Wallet. Expired credit cannot be restored.',
      `Questions? Email ${e.helpEmail}.`,
    ),
  }),
  'wallet-credit-more-info': (e) => ({
    title: 'About wallet credit',
    body: lines(
      'Wallet credit is money in your account that you can spend on any deal.',
      '## How to get it',
      `- Take a refund as credit instead of back to your card.\n- Redeem a ${e.brand} gift card.\n- Refer a friend: you both get ${e.symbol}10 of credit when they make their first purchase (up to ${e.symbol}200 in total), credited after the 14-day refund window.`,
      '## How to spend it',
      'Tick "Use my wallet credit" at checkout. Any amount left to pay can be paid by card, PayPal or the other methods shown.',
    ),
  }),
  'student-discount': (e) => ({
    title: 'Student discount',
    body: lines(
      `Students in ${e.country} get an extra 10% off local deals on ${e.brand}.`,
      '## How to claim',
      'Verify your student status with your university or college email address from My Account. Once verified, your discount code is emailed to you and can be used once a month.',
      '## The small print',
      'The discount applies to local deals only, not to travel, gift cards or products already reduced in a sale. It cannot be combined with other promo codes.',
    ),
  }),
  'admin-fee': (e) => ({
    title: 'About the admin fee',
    body: lines(
      'Some deals carry a small admin fee, shown on the deal page under the price and in your basket before you pay.',
      '## What it covers',
      'The fee covers the cost of arranging bookings with the merchant, such as reserving travel dates or event tickets on your behalf.',
      '## Is it refundable?',
      `The admin fee is refunded with the rest of your order if you cancel within the 14-day money-back guarantee period. The fee is never more than ${e.symbol}5 per voucher.`,
    ),
  }),
  promo: (e) => ({
    title: 'Promo codes',
    body: lines(
      `Promo codes give you money off ${e.brand} deals. Enter your code in the promo code box at checkout; you need to be signed in.`,
      '## Current offer',
      `Use code ${e.promoCode} for an extra 10% off your order, on deals and products alike.`,
      '## Terms',
      '- One promo code per order.\n- Codes cannot be used on gift cards or VIP membership.\n- Each code has an expiry date and may be limited to new customers or certain categories.\n- If a code does not apply, the checkout tells you why: expired, invalid, already used, not applicable or not eligible.',
    ),
  }),
  'vip-terms-and-conditions': (e) => ({
    title: 'VIP terms and conditions',
    body: lines(
      `VIP is a paid membership of ${e.brand}, provided by ${e.company}.`,
      '## Price and trial',
      `VIP costs ${e.symbol}4.99 a year. New members get a 60-day free trial; membership renews automatically each year unless cancelled.`,
      '## Benefits',
      `- An extra 10% off eligible deals, and up to 15% off VIP-exclusive deals.\n- VIP-only deals and VIP prices.\n- Credit added at each renewal.\n- Free entry to VIP competitions, with prizes worth up to ${e.symbol}20,000.\n- Priority customer support.${e.irish ? '' : '\n- My Rewards, with VIP rewards in your account.'}`,
      '## Cancelling',
      'You can cancel at any time from My Account. Before you go we may offer 50% off your next renewal. If you cancel, your benefits continue until the end of the period you have paid for.',
      '## Changes',
      'We may change VIP benefits with 30 days notice by email. If you do not agree you can cancel and receive a refund for the unused part of your membership.',
    ),
  }),
  businessfaq: (e) => ({
    title: `Become a ${e.brand} merchant`,
    body: lines(
      `Grow your business with ${e.brand}: reach thousands of shoppers in ${e.country} and fill quiet times with new customers.`,
      '## How does it work?',
      'Together we create an offer for your business. We feature it to our members, sell vouchers and pay you for every voucher sold, with no upfront cost.',
      '## Who can apply?',
      'Restaurants, salons and spas, activity providers, gyms, hotels and retailers who ship to customers.',
      '## When do I get paid?',
      'Payment terms are agreed when we set up your deal; most merchants are paid in instalments as vouchers are redeemed.',
      '## Get in touch',
      `Email ${e.merchantsEmail} with your business name, location and website, or visit the merchant area to sign in.`,
    ),
  }),
  'uk-modern-slavery-act-transparency-statement': (e) => ({
    title: 'Modern Slavery Act transparency statement',
    body: lines(
      `This statement is made under section 54 of the UK Modern Slavery Act 2015 and covers ${e.company} for the financial year ending 31 December.`,
      '## Our business',
      `${e.brand} is an online marketplace selling vouchers for local services, travel and products supplied by independent merchants and retailers.`,
      '## Our supply chains',
      'Our direct suppliers are merchants, retailers, technology and logistics providers. Products are sourced by retail partners, some of whom manufacture overseas.',
      '## What we do',
      '- Our merchant and retail agreements require compliance with modern slavery laws.\n- Product partners complete a responsible sourcing questionnaire before their first deal.\n- Staff who work with partners are trained to spot and report signs of forced labour.\n- Concerns can be raised confidentially through our whistleblowing line.',
      '## Approval',
      `This statement was approved by the board of ${e.company} and is reviewed every year.`,
    ),
  }),
  'regulated-finance-complaints.html': (e) => ({
    title: 'Complaints about regulated finance',
    body: lines(
      `If you are unhappy about a finance product (such as pay later or instalment plans) you were introduced to on ${e.brand}, we want to put it right.`,
      '## How to complain',
      `Email ${e.helpEmail} with "Finance complaint" in the subject, or write to ${e.company}, ${e.address}. We acknowledge complaints within 5 working days and send a final response within 8 weeks.`,
      '## If you are not satisfied',
      `You can refer your complaint to ${e.ombudsman}, free of charge, within 6 months of our final response.`,
      '## Complaints about the lender',
      'Complaints about the credit agreement itself should go to the lender first; their details are in your agreement.',
    ),
  }),
  'regulated-finance-disclosure.html': (e) => ({
    title: 'Regulated finance disclosure',
    body: lines(
      e.irish
        ? `${e.company} introduces customers to providers of instalment payments and is not a lender. Those providers are regulated by ${e.financeRegulator} or by their home regulator in the European Union.`
        : `${e.company} is a credit broker, not a lender, and is authorised and regulated by ${e.financeRegulator} (firm reference number 765432) for credit broking. We introduce customers to a limited number of lenders.`,
      '## Finance options',
      e.irish
        ? '- Klarna: pay in instalments, subject to status.'
        : '- PayPal Credit: representative APR 23.9% (variable), based on an assumed credit limit of £1,200; 0% for 4 months on purchases of £99 or more.\n- PayPal Pay in 3: available to UK residents aged 18 or over, subject to status.\n- Klarna: pay in instalments, subject to status.',
      '## Commission',
      'We may receive a commission from lenders when you take out credit; this does not change the price you pay.',
    ),
  }),
};

/** The pages of one site: every slug of its edition (privacypolicy-ie Irish only, the Modern Slavery Act statement UK only). */
export const staticPagesFor = (
  edition: Edition,
): readonly { readonly slug: StaticPageSlug; readonly page: PageText }[] =>
  STATIC_PAGE_SLUGS.filter((slug) => isStaticPageOfEdition(slug, edition.irish)).map((slug) => ({
    slug,
    page: PAGES[slug](edition),
  }));
