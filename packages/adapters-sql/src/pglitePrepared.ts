/**
 * Named prepared statements for PGlite (ADR 20). PGlite's own `query` sends parse, describe, bind,
 * describe, execute and sync as six calls into the database and plans the statement afresh each
 * time; on the listing's queries planning is most of the work (a 0.3 ms scan planned for 3 ms).
 * Here each distinct SQL text is parsed once into a named statement, and every run is one call
 * (bind, describe, execute, sync), so PostgreSQL keeps the statement's plan as it does for any
 * client that prepares. Parameters are serialised by PGlite's own serialisers for the types the
 * statement declares, and rows parsed by its own parsers: answers are the same as `query`'s.
 *
 * Exclusion is PGlite's: a run outside a transaction takes the transaction lock (waits for an open
 * transaction to end, as `query` does) and the query lock; a run inside a transaction only the
 * query lock, which the transaction's own queries share. A statement that fails to parse is not
 * kept. At most `limit` statements are kept; the least recently used is closed past that.
 */
import { type PGlite, parse, protocol } from '@electric-sql/pglite';

/** How many named statements one database keeps open. */
export const PREPARED_STATEMENT_LIMIT = 256;

interface Prepared {
  readonly name: string;
  /** The type of each parameter, as PostgreSQL inferred it from the text. */
  readonly paramTypes: readonly number[];
}

const { serialize } = protocol;

/** Statement names are unique in the process, so two sets of statements on one database never clash. */
let named = 0;

export class PreparedStatements {
  /** By SQL text, least recently used first (a Map keeps insertion order). */
  readonly #byText = new Map<string, Prepared>();

  constructor(
    private readonly db: PGlite,
    private readonly limit: number = PREPARED_STATEMENT_LIMIT,
  ) {}

  /** How many statements are open (for tests). */
  get size(): number {
    return this.#byText.size;
  }

  /** Runs `text` on its own, after any open transaction. */
  query<Row>(text: string, params: readonly unknown[]): Promise<Row[]> {
    return this.db._runExclusiveTransaction(() => this.db.runExclusive(() => this.#run<Row>(text, params, true)));
  }

  /** Runs `text` inside the transaction that holds the database. */
  queryInTransaction<Row>(text: string, params: readonly unknown[]): Promise<Row[]> {
    return this.db.runExclusive(() => this.#run<Row>(text, params, false));
  }

  async #run<Row>(text: string, params: readonly unknown[], alone: boolean): Promise<Row[]> {
    // PGlite's own `query` says so too; its protocol calls would fail on a missing module instead.
    if (this.db.closed) throw new Error('PGlite is closed');
    const statement = await this.#statement(text);
    const values = params.map((value, i) => this.#serialised(value, statement.paramTypes[i]));
    const { messages } = await this.db.execProtocol(
      Buffer.concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (alone) await this.db.syncToFs();
    const [result] = parse.parseResults(messages, this.db.parsers);
    return (result?.rows ?? []) as Row[];
  }

  async #statement(text: string): Promise<Prepared> {
    const known = this.#byText.get(text);
    if (known !== undefined) {
      this.#byText.delete(text);
      this.#byText.set(text, known);
      return known;
    }
    const name = `kc_${++named}`;
    const { messages } = await this.db.execProtocol(
      Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const prepared: Prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#byText.set(text, prepared);
    await this.#closeBeyondLimit();
    return prepared;
  }

  async #closeBeyondLimit(): Promise<void> {
    while (this.#byText.size > this.limit) {
      const [oldest] = this.#byText;
      if (oldest === undefined) return;
      this.#byText.delete(oldest[0]);
      await this.db.execProtocol(
        Buffer.concat([serialize.close({ type: 'S', name: oldest[1].name }), serialize.sync()]),
        {
          syncToFs: false,
        },
      );
    }
  }

  #serialised(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.db.serializers[type];
    if (serializer !== undefined) return serializer(value);
    if (value instanceof Date) return value.toISOString();
    switch (typeof value) {
      case 'string':
        return value;
      case 'number':
      case 'bigint':
      case 'boolean':
        return value.toString();
      default:
        return JSON.stringify(value);
    }
  }
}
