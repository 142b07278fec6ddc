/** The buying pages' addresses. */
export const checkoutHref = (basketToken: string): string => `/checkout/${encodeURIComponent(basketToken)}`;

export const confirmationHref = (orderId: string): string => `/checkout/confirmation/${encodeURIComponent(orderId)}`;

/** Where an express buy that could not go through continues: the normal checkout, which says why. */
export const EXPRESS_FALLBACK_PARAM = 'express';
