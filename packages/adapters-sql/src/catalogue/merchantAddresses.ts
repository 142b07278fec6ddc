/**
 * A merchant's other addresses (spec 1 §3 `business.otherAddresses`, migration 0027) as one JSON
 * array in their order, each with the domain Address's fields, so it is read as `Address[]` as it
 * comes. `m` is the merchant's alias in the statement that selects it.
 */
export const MERCHANT_OTHER_ADDRESSES = `(
  SELECT coalesce(json_agg(json_build_object('line', a.address, 'town', a.town, 'postcode', a.postcode,
                                             'lat', a.lat, 'lon', a.lon) ORDER BY a.position), '[]')
    FROM merchant_address a WHERE a.merchant_id = m.id)`;
