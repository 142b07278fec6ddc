export * from './rateLimit';
