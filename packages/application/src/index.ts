export * from './deals/listDeals';
export * from './deals/dealListStore';
