/**
 * What the shell (header, menus, location item, footer) needs from the server, trimmed to what it
 * renders so the page's hydration data stays small.
 */
import type { FooterSection, NavigationItem, NavigationType } from '@kerching/domain/navigation';
import type { StoredLocation } from '@kerching/domain/location';
import type { ThemeVariant } from '@kerching/domain/marketing';
import type { SiteKey } from '@kerching/domain/site';

export interface ShellLink {
  readonly id: number;
  readonly shortName: string;
  readonly linkText: string;
  readonly url: string;
}

export interface ShellMenuItem extends ShellLink {
  readonly navigationType: NavigationType | null;
  readonly subNavigations: ReadonlyArray<ShellLink>;
}

export interface ShellData {
  readonly siteKey: SiteKey;
  /** The request's origin, for canonical links and social tags. */
  readonly origin: string;
  readonly main: ReadonlyArray<ShellMenuItem>;
  readonly travel: ReadonlyArray<ShellMenuItem>;
  /** The site's towns, to choose from. */
  readonly towns: ReadonlyArray<StoredLocation>;
  readonly location: StoredLocation;
  /** Today's theme in the site's calendar: its season, or 'default' (domain dayTheme). */
  readonly dayTheme: ThemeVariant;
  /** The browser's anti-forgery token, which every form posts back as `_csrf`. */
  readonly csrfToken: string;
  /** The signed-in shopper, for the header's account menu; null when signed out. */
  readonly viewer: ShellViewer | null;
  /** The browser's theme-color of each theme variant, for this site's brand. */
  readonly themeColours: Readonly<Record<ThemeVariant, string>>;
  /** The footer's sections of links, per brand and edition (domain footerSections). */
  readonly footer: ReadonlyArray<FooterSection>;
  /** A toast to show once on this page (a campaign credit claim's outcome), or null. */
  readonly notice: ShellNotice | null;
  /** How many items the shopper's basket holds (the header's badge; issue 42). */
  readonly basketCount: number;
}

/** A toast: shown top-right for 5 s (spec 2 §8 "Credit claim (toasts 5 s, top-right)"). */
export interface ShellNotice {
  readonly kind: 'success' | 'error';
  readonly message: string;
}

/** What the header shows of the signed-in shopper. */
export interface ShellViewer {
  readonly firstName: string;
  readonly email: string;
}

const link = (item: { id: number; shortName: string; linkText: string; url: string }): ShellLink => ({
  id: item.id,
  shortName: item.shortName,
  linkText: item.linkText,
  url: item.url,
});

export const shellMenuItem = (item: NavigationItem): ShellMenuItem => ({
  ...link(item),
  navigationType: item.navigationType,
  subNavigations: item.subNavigations.map(link),
});
