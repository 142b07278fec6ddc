export * from './sqlWishlists';
