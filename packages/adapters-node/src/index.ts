/**
 * Driven adapters that need nothing outside the process but Node itself: passwords, tokens, ids,
 * known devices and Google ID tokens with node:crypto, the in-memory cache, and the sandbox payment
 * provider that stands in for a real one (ADR 0059).
 */
export * from './security/googleIdTokenVerifier';
export * from './security/hmacKnownDevices';
export * from './security/randomTokens';
export * from './security/scryptPasswordHasher';
export * from './cache/memoryCache';
export * from './payments/sandboxPaymentGateway';
export * from './security/localIdentityProvider';
