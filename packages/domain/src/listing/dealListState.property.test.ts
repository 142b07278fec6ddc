import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { type DealListState, dealListReducer, initialDealListState, nextPage } from './dealListState';

interface Deal {
  readonly id: number;
}
type State = DealListState<Deal, string, string>;

interface Model {
  count: number;
  lastPage: number;
  nomore: boolean;
  ssr: boolean;
  lastId: O.Option<number>;
  nextId: number;
}
interface Real {
  state: State;
}

const makeDeals = (model: Model, n: number): ReadonlyArray<Deal> =>
  Array.from({ length: n }, (_, i) => ({ id: model.nextId + i }));

const checkAgainstModel = (model: Model, real: Real): void => {
  const { state } = real;
  expect(state.deals).toHaveLength(model.count);
  expect(state.lastPage).toBe(model.lastPage);
  expect(state.nomore).toBe(model.nomore);
  expect(state.ssr).toBe(model.ssr);
  expect(state.lastId).toEqual(model.lastId);
  expect(nextPage(state)).toEqual(model.nomore ? O.none : O.some(model.lastPage + 1));
  const pages = state.deals.map((d) => d.page);
  pages.forEach((page, i) => {
    expect(page).toBeLessThanOrEqual(model.lastPage);
    if (i > 0) expect(page).toBeGreaterThanOrEqual(pages[i - 1] ?? 0);
  });
};

class SetDeals implements fc.Command<Model, Real> {
  constructor(
    readonly n: number,
    readonly withMain: boolean,
    readonly ssr: boolean,
  ) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const deals = makeDeals(model, this.n);
    real.state = dealListReducer(real.state, {
      type: 'setDeals',
      ssr: this.ssr,
      response: {
        deals,
        mainDeal: this.withMain ? O.some({ id: -1 }) : O.none,
        navigation: O.some('nav'),
        searchResult: O.none,
        canonicalUrl: O.none,
        evergreenUrl: O.none,
        redirectUrl: O.none,
        count: O.some(this.n),
      },
    });
    Object.assign(model, {
      count: this.n,
      lastPage: 0,
      nomore: false,
      ssr: this.ssr,
      lastId: O.none,
      nextId: model.nextId + this.n,
    });
    expect(real.state.deals.every((d) => d.page === 0)).toBe(true);
    checkAgainstModel(model, real);
  }
  toString = (): string => `setDeals(${this.n}, main=${this.withMain}, ssr=${this.ssr})`;
}

class AppendDeals implements fc.Command<Model, Real> {
  constructor(
    readonly n: number,
    readonly pageSize: number,
    readonly pageShift: -1 | 1 | 2,
  ) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const page = model.lastPage + this.pageShift;
    const deals = makeDeals(model, this.n);
    const before = real.state;
    real.state = dealListReducer(real.state, { type: 'appendDeals', deals, page, pageSize: this.pageSize });
    if (this.pageShift !== 1 || model.nomore) {
      expect(real.state).toBe(before);
    } else {
      const last = deals[deals.length - 1];
      Object.assign(model, {
        count: model.count + this.n,
        lastPage: page,
        nomore: this.n === 0 || this.n < this.pageSize,
        ssr: false,
        lastId: last === undefined ? model.lastId : O.some(last.id),
        nextId: model.nextId + this.n,
      });
      if (this.n > 0) expect(real.state.deals.slice(-this.n).every((d) => d.page === page)).toBe(true);
    }
    checkAgainstModel(model, real);
  }
  toString = (): string => `append(${this.n}, size=${this.pageSize}, shift=${this.pageShift})`;
}

const commands = [
  fc.tuple(fc.nat({ max: 12 }), fc.boolean(), fc.boolean()).map(([n, m, s]) => new SetDeals(n, m, s)),
  fc
    .tuple(fc.nat({ max: 12 }), fc.integer({ min: 1, max: 12 }), fc.constantFrom<-1 | 1 | 2>(1, 1, 1, -1, 2))
    .map(([n, size, shift]) => new AppendDeals(n, size, shift)),
];

describe('deal list state machine', () => {
  it('property: model-based run of set and append keeps paging, stamps and stop rule consistent', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 30 }), (cmds) => {
        const initial: Model = { count: 0, lastPage: 0, nomore: false, ssr: false, lastId: O.none, nextId: 1 };
        fc.modelRun(
          () => ({ model: { ...initial }, real: { state: initialDealListState<Deal, string, string>() } }),
          cmds,
        );
      }),
    );
  });
});
