export * from './findWishlist';
export * from './getWishlist';
export * from './saveToWishlist';
export * from './removeFromWishlist';
