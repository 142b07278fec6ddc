/**
 * Rooms left on a calendar day (ADR 28): how many more stays may include that night. A stay booked
 * takes one room a unit from each of its nights, in the order's transaction, never below zero; a
 * night with none left is sold out. NULL is a day the catalogue does not count rooms for: only its
 * own sold-out flag closes it.
 */
export const name = '0024_calendar_rooms';

export const up = `
ALTER TABLE product_calendar_day
  ADD COLUMN rooms_remaining integer CHECK (rooms_remaining >= 0);
`;
