// Statements run on the embedded database as named prepared statements, kept by their text (the
// database's thread, ./pglite-worker.ts). PGlite's own query() parses, analyses and plans every
// statement again, in six calls into WebAssembly (parse, describe, bind, describe, execute, sync). In a
// burst of sign-ins that thread was busy throughout: 2.3–2.5 ms of its CPU per sign-in (two statements
// of several CTEs each), 1.1 ms with them kept (docs/performance.md, "7 Dec 2026, evening"). Here a
// statement already seen is one call (bind, describe, execute, sync in one buffer) and PostgreSQL keeps
// its plan (its plan cache: a generic plan once it costs no more than the custom ones, plan_cache_mode's
// default).
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements whose text is kept prepared: the ones Kysely builds for data, with their values as parameters. */
const PREPARED = /^\s*(select|insert|update|delete|with)\b/i;
/** Statements that leave prepared ones valid; any other (DDL, a DO block) makes us forget them all. */
const KEEPS_PREPARED = /^\s*(begin|start|commit|end|rollback|savepoint|release|set|reset|show|listen|unlisten|notify|explain|deallocate)\b/i;

interface Prepared {
  name: string;
  /** The parameters' types as PostgreSQL inferred them: which serializer each value takes. */
  paramTypes: number[];
}

export class PreparedStatements {
  /** By text, least recently used first (a Map keeps insertion order; a use moves it to the end). */
  readonly #byText = new Map<string, Prepared>();
  #named = 0;

  /**
   * @param max how many are kept: lists of different lengths (`in ($1, $2…)`) make texts of their own,
   * and each kept plan takes WebAssembly memory, which never shrinks.
   */
  constructor(
    private readonly pglite: PGlite,
    private readonly max = 200,
  ) {}

  /** Runs `text` with `params`; with `begin`, a BEGIN first, in the same call. Errors as PGlite's query() throws them. */
  async query(text: string, params: readonly unknown[], begin = false): Promise<Results> {
    if (!PREPARED.test(text)) return this.#unprepared(text, params, begin);
    const kept = this.#byText.get(text);
    if (kept) {
      this.#byText.delete(text);
      this.#byText.set(text, kept);
    }
    // The BEGIN goes with the first call: the preparation for a new text, the run for a kept one.
    const statement = kept ?? (await this.#prepare(text, begin));
    const opening = begin && kept ? [serialize.query('BEGIN')] : [];
    const values = params.map((value, i) => this.#serialized(value, statement.paramTypes[i]!));
    const messages = await this.pglite.execProtocolStream(
      Buffer.concat([...opening, serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: true },
    );
    // A BEGIN sent with it answers first: the statement's result is the last.
    return parse.parseResults(messages, this.pglite.parsers).at(-1)!;
  }

  async #prepare(text: string, begin: boolean): Promise<Prepared> {
    const name = `kept_${++this.#named}`;
    const evicted = this.#byText.size >= this.max ? this.#byText.entries().next().value : undefined;
    if (evicted) this.#byText.delete(evicted[0]);
    const messages = await this.pglite.execProtocolStream(
      Buffer.concat([
        ...(begin ? [serialize.query('BEGIN')] : []),
        ...(evicted ? [serialize.close({ type: 'S', name: evicted[1].name })] : []),
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#byText.set(text, statement);
    return statement;
  }

  /** As PGlite's query() turns a value into a parameter: by the type PostgreSQL inferred for it. */
  #serialized(value: unknown, type: number): string | Uint8Array | null {
    if (value === null || value === undefined) return null;
    const serializer = this.pglite.serializers[type];
    return serializer ? (serializer(value) as string | Uint8Array) : String(value);
  }

  async #unprepared(text: string, params: readonly unknown[], begin: boolean): Promise<Results> {
    if (begin) await this.pglite.query('BEGIN');
    const result = await this.pglite.query<Record<string, unknown>>(text, [...params]);
    if (!KEEPS_PREPARED.test(text) && this.#byText.size > 0) {
      // A table's columns may have changed: a kept statement reading it would fail ("cached plan must
      // not change result type"). Migrations and tests' set-ups are the only such statements.
      this.#byText.clear();
      await this.pglite.query('DEALLOCATE ALL');
    }
    return result;
  }
}
