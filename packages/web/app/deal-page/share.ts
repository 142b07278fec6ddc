/**
 * Share links of a deal, built here: no third-party script is loaded. Email opens the shopper's
 * mail app; Facebook and X open their own share pages (in a 550x600 popup, spec 2 §9, when script
 * runs; as a new tab otherwise).
 */
export interface ShareLinks {
  readonly email: string;
  readonly facebook: string;
  readonly x: string;
}

export const SHARE_POPUP = { width: 550, height: 600 } as const;

export const shareLinks = (url: string, title: string, siteName: string): ShareLinks => {
  const u = encodeURIComponent(url);
  return {
    email: `mailto:?subject=${encodeURIComponent(`${title} | ${siteName}`)}&body=${encodeURIComponent(
      `I thought you might like this deal on ${siteName}: ${url}`,
    )}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${u}`,
  };
};
