import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SITES } from '../site/site';
import { DEAL_DESCRIPTION_LIMIT, dealDescription, dealHead } from './dealHead';

const deal = {
  title: 'Afternoon Tea for Two at The Copper Kettle',
  headline: '50% off afternoon tea for two in London',
  merchant: 'The Copper Kettle',
  place: 'London',
  preview: false,
};

describe('deal page head', () => {
  it("titles the page with the deal and the site's name, and describes it from the headline", () => {
    expect(dealHead(deal, SITES.kerching)).toEqual({
      title: 'Afternoon Tea for Two at The Copper Kettle | Kerching',
      description: '50% off afternoon tea for two in London. The Copper Kettle, London. Buy it on Kerching.',
      robots: 'index, follow',
    });
    expect(dealHead({ ...deal, headline: 'Save big!' }, SITES.livingsocialie).description).toBe(
      'Save big! The Copper Kettle, London. Buy it on LivingSocial.',
    );
  });
  it('does not name the merchant twice', () => {
    expect(dealHead({ ...deal, headline: '55% off at The Copper Kettle in Soho' }, SITES.kerching).description).toBe(
      '55% off at The Copper Kettle in Soho. Buy it on Kerching.',
    );
  });
  it('leaves out a blank headline and does not index a preview', () => {
    expect(dealHead({ ...deal, headline: '  ', preview: true }, SITES.kerchingie)).toMatchObject({
      description: 'The Copper Kettle, London. Buy it on Kerching.',
      robots: 'noindex, follow',
    });
  });
  it('property: the description never exceeds 160 characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (headline, merchant, place) => {
        expect(dealDescription({ title: 't', headline, merchant, place }, SITES.kerching).length).toBeLessThanOrEqual(
          DEAL_DESCRIPTION_LIMIT,
        );
      }),
    );
  });
});
