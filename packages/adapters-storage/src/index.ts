export * from './cookieText';
export * from './cookieJars';
