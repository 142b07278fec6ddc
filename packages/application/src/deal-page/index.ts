export * from './getDealPage';
export * from './listDealReviews';
export * from './cachedDealDetails';
export * from './listMoreDeals';
export * from './getDealCalendar';
