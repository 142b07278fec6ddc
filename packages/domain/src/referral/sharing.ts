/**
 * Ways to share a referral link (spec 1 §3 Referral "links shared"). The spec names no channels; ours
 * are the ones a shopper in the UK and Ireland reaches for: email, WhatsApp, Facebook and X, each a
 * plain link the browser opens, with the invitation text in OUR WORDING (messages.ts).
 */
import { referralShareText } from './messages';

export type ReferralShareChannel = 'copy' | 'email' | 'whatsapp' | 'facebook' | 'x';

export const REFERRAL_SHARE_CHANNELS: ReadonlyArray<ReferralShareChannel> = [
  'copy',
  'email',
  'whatsapp',
  'facebook',
  'x',
];

export const isReferralShareChannel = (value: unknown): value is ReferralShareChannel =>
  typeof value === 'string' && (REFERRAL_SHARE_CHANNELS as ReadonlyArray<string>).includes(value);

export interface ReferralShareLink {
  readonly channel: Exclude<ReferralShareChannel, 'copy'>;
  readonly label: string;
  readonly href: string;
}

/** The share links for an invitation to `brand` at the absolute address `inviteUrl`. */
export const referralShareLinks = (inviteUrl: string, brand: string): ReadonlyArray<ReferralShareLink> => {
  const text = referralShareText(brand, inviteUrl);
  const url = encodeURIComponent(inviteUrl);
  return [
    {
      channel: 'email',
      label: 'Email',
      href: `mailto:?subject=${encodeURIComponent(`Join me on ${brand}`)}&body=${encodeURIComponent(text)}`,
    },
    { channel: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(text)}` },
    { channel: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { channel: 'x', label: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(text)}` },
  ];
};
