export * from './cookieText';
export * from './cookieJars';
export * from './recentlyViewedStore';
export * from './serverCookies';
