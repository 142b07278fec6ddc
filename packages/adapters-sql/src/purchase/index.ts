export * from './sqlBaskets';
export * from './sqlPurchaseCatalog';
export * from './sqlPurchaseStore';
export * from './sqlOrders';
export * from './sqlWallets';
export * from './sqlPromotions';
export * from './sqlCustomerDetails';
export * from './sqlCreditCampaigns';
