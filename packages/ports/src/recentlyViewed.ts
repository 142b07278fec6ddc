/** The ids of the deals a shopper viewed last, newest first (at most 5), kept in the browser. */
export interface RecentlyViewed {
  ids(): ReadonlyArray<number>;
  record(dealId: number): void;
}
