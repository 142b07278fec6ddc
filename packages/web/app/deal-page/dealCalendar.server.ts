/**
 * The deal page's booking calendar (bookingCalendar.ts), read by the deal route's loader: for a deal
 * sold by date that is on sale, the calendar of the option the address names (else the lead one)
 * and the month it names, with the dates it asks for. A chosen stay prices its option and lets it
 * be bought; without one the option waits for its dates.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { DealPageData } from '@kerching/application';
import { CALENDAR_LOAD_FAILED, CHOOSE_CHECK_IN_AND_CHECK_OUT, stayOriginalPriceMinor } from '@kerching/domain/calendar';
import { discountPercentage } from '@kerching/domain/money';
import type { KerchingLoadContext } from '../load-context';
import { bookingCalendarView, calendarQueryOf } from './bookingCalendar';
import { type DealPageModel, priceView } from './dealPageModel';

export const withBookingCalendar = async (
  model: DealPageModel,
  data: DealPageData,
  url: URL,
  context: KerchingLoadContext,
): Promise<DealPageModel> => {
  const deal = data.offer.deal;
  if (deal.dealType !== 'calendar' || !model.availability.buyable || model.products.length === 0) return model;
  const query = calendarQueryOf(url.searchParams);
  const result = await context.services.getDealCalendar.execute({
    site: context.site.key,
    dealId: deal.id,
    productId: O.alt(() => O.fromNullable(model.selectedProductId))(query.productId),
    month: query.month,
  })();
  if (E.isLeft(result)) return { ...model, calendar: { failed: CALENDAR_LOAD_FAILED } };
  const calendar = result.right;
  const view = bookingCalendarView(
    calendar,
    query,
    { pathname: url.pathname, search: url.search },
    deal.currency,
    model.products.map((p) => ({ id: p.id, name: p.name, buyable: p.buyable })),
  );
  const stay = view.stay;
  const catalogued = deal.products.find((p) => p.id === calendar.productId);
  return {
    ...model,
    calendar: view,
    selectedProductId: calendar.productId,
    products: model.products.map((p) => {
      if (stay === null || catalogued === undefined || p.id !== calendar.productId) return p;
      const originalPrice = stayOriginalPriceMinor(
        { priceMinor: catalogued.price, originalPriceMinor: catalogued.originalPrice },
        stay.priceMinor,
      );
      return {
        ...p,
        // The dates were what it waited for (a VIP-only option still waits for VIP).
        buyBlock: p.buyBlock?.message === CHOOSE_CHECK_IN_AND_CHECK_OUT ? null : p.buyBlock,
        price: priceView(
          { price: stay.priceMinor, originalPrice, vipPrice: O.fromNullable(stay.vipPriceMinor) },
          p.price.mode,
          discountPercentage(stay.priceMinor, originalPrice),
          deal,
        ),
      };
    }),
  };
};
