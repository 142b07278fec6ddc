/** The shopper's checkout details over SQL: one row per customer and edition (country), replaced on save. */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { CustomerContact, CustomerDetails } from '@kerching/domain/checkout';
import type { CountryCode } from '@kerching/domain/site';
import type { CustomerDetailsBook } from '@kerching/ports/purchase';
import type { SqlClient } from '../sqlClient';
import { sql, timestamp } from './sqlSupport';

interface DetailsRow {
  readonly full_name: string;
  readonly phone: string;
  readonly address_line: string;
  readonly town: string;
  readonly postcode: string;
  readonly country_code: string;
}

export class SqlCustomerDetails implements CustomerDetailsBook {
  constructor(private readonly db: SqlClient) {}

  byCustomer(customerId: string, countryCode: CountryCode) {
    return sql(async () => {
      const [row] = await this.db.query<DetailsRow>(
        `SELECT full_name, phone, address_line, town, postcode, country_code FROM customer_details
         WHERE customer_id = $1 AND country_code = $2`,
        [customerId, countryCode],
      );
      return O.fromNullable(
        row === undefined
          ? undefined
          : {
              fullName: row.full_name,
              phone: row.phone,
              addressLine: row.address_line,
              town: row.town,
              postcode: row.postcode,
              countryCode: row.country_code === 'ie' ? ('ie' as const) : ('gb' as const),
            },
      );
    });
  }

  save(customerId: string, details: CustomerDetails, at: number) {
    return pipe(
      sql(() =>
        this.db.query(
          `INSERT INTO customer_details (customer_id, full_name, phone, address_line, town, postcode, country_code, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (customer_id, country_code) DO UPDATE SET full_name = $2, phone = $3, address_line = $4, town = $5,
             postcode = $6, updated_at = $8`,
          [
            customerId,
            details.fullName,
            details.phone,
            details.addressLine,
            details.town,
            details.postcode,
            details.countryCode,
            timestamp(at),
          ],
        ),
      ),
      TE.map(() => undefined),
    );
  }

  saveContact(customerId: string, contact: CustomerContact, at: number) {
    return pipe(
      sql(() =>
        this.db.query(
          `INSERT INTO customer_details (customer_id, full_name, phone, address_line, town, postcode, country_code, updated_at)
           VALUES ($1, $2, $3, '', '', '', $4, $5)
           ON CONFLICT (customer_id, country_code) DO UPDATE SET full_name = $2, phone = $3, updated_at = $5`,
          [customerId, contact.fullName, contact.phone, contact.countryCode, timestamp(at)],
        ),
      ),
      TE.map(() => undefined),
    );
  }
}
