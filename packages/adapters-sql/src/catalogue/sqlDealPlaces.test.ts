import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { SqlDealPlaces } from './sqlDealPlaces';
import { writeCatalogue } from './writeCatalogue';
import { testDatabases } from '../testing/databases';
import { aDealRow, smallCatalogue } from '../testing/fixtures';
import type { SqlClient } from '../sqlClient';

describe.each(testDatabases())('SqlDealPlaces on $name', ({ open }) => {
  let db: SqlClient;
  let places: SqlDealPlaces;
  beforeAll(async () => {
    db = await open();
    const base = smallCatalogue([
      aDealRow(1),
      aDealRow(2, { merchantId: 2 }),
      aDealRow(3, { siteKey: 'kerchingie', locationId: 2 }),
    ]);
    await writeCatalogue(db, {
      ...base,
      merchants: [
        ...base.merchants,
        {
          id: 2,
          name: 'Salon Two',
          displayName: 'Salon Two',
          address: '2 Bow Lane',
          town: 'London',
          postcode: 'EC4M 9EE',
          lat: 51.51,
          lon: -0.09,
          otherAddresses: [
            { address: '9 Dean Street', town: 'London', postcode: 'W1D 3RP', lat: 51.5136, lon: -0.1319 },
            { address: '1 Briggate, Leeds', lat: 53.7965, lon: -1.5418 },
          ],
        },
      ],
    });
    places = new SqlDealPlaces(db);
  });
  afterAll(async () => db.close());

  it("answers each deal's merchant's address and point and its other branches, leaving out other sites' and unknown deals", async () => {
    expect(await places.ofDeals('kerching', [2, 1, 3, 999])()).toEqual(
      E.right([
        {
          dealId: 1,
          address: { line: '1 High St', town: '', postcode: '', lat: 51.5, lon: -0.12 },
          otherAddresses: [],
        },
        {
          dealId: 2,
          address: { line: '2 Bow Lane', town: 'London', postcode: 'EC4M 9EE', lat: 51.51, lon: -0.09 },
          // A chain's other branches, all of them in the merchant's order (the map keeps those near its town).
          otherAddresses: [
            { line: '9 Dean Street', town: 'London', postcode: 'W1D 3RP', lat: 51.5136, lon: -0.1319 },
            { line: '1 Briggate, Leeds', town: '', postcode: '', lat: 53.7965, lon: -1.5418 },
          ],
        },
      ]),
    );
  });

  it('answers nothing for no ids without asking the database', async () => {
    expect(await places.ofDeals('kerching', [])()).toEqual(E.right([]));
  });
});

describe.each(testDatabases())('SqlDealPlaces failures on $name', ({ open }) => {
  it('answers CATALOG.UNAVAILABLE when the database fails', async () => {
    const db = await open();
    await db.close();
    const result = await new SqlDealPlaces(db).ofDeals('kerching', [1])();
    expect(result).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
  });
});
