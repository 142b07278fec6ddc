/**
 * Choosing the site for a request: a configurable host-to-site map, `{site}.localhost` names that
 * work out of the box, and a pinned site that overrides both.
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type Site, type SiteKey, SITES, siteByKey } from './site';

export type HostMap = Readonly<Record<string, SiteKey>>;

/** Lower-cases a Host header value and drops its port: "Kerching.localhost:3000" -> "kerching.localhost". */
export const hostName = (hostHeader: string): string => {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? host : host.slice(0, end + 1);
  }
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
};

export interface SiteResolution {
  readonly pinned: O.Option<SiteKey>;
  readonly hostMap: HostMap;
  readonly fallback: SiteKey;
}

export const siteForHost = (hostHeader: string, config: SiteResolution): Site => {
  if (O.isSome(config.pinned)) return SITES[config.pinned.value];
  const name = hostName(hostHeader);
  const mapped = config.hostMap[name];
  if (mapped !== undefined) return SITES[mapped];
  return pipe(
    name.endsWith('.localhost') ? siteByKey(name.slice(0, -'.localhost'.length)) : O.none,
    O.getOrElse(() => SITES[config.fallback]),
  );
};
