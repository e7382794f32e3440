/**
 * Queries built once per shape (issue 15). Kysely builds an immutable tree and compiles it to SQL on every
 * call: for the user list's page query that is ~30 µs, more than SQLite takes to run it on a small table.
 * The SQL depends only on the query's shape — which filters are present, the sort, how many ids — never on
 * the values bound to it. So a query is built once per shape with stand-ins for its values, compiled
 * (Kysely's `compile()`), and each call runs that SQL with its own values where the stand-ins were
 * (`executeQuery`).
 *
 * The build function may branch on `shape` and on which values are present (and on an array's length),
 * never on a value itself: values are stand-ins while it runs, to be bound, never looked at (a stand-in
 * that is not bound makes the build throw).
 */
import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

/** A value the query is built with in place of a caller's: `key`, or item `index` of the array `key`. */
class StandIn {
  constructor(
    readonly key: string,
    readonly index: number | null,
  ) {}
}

type Scalar = string | number | boolean | null;

/**
 * The values a query binds, by name: scalars, or arrays of them (an `in` list; its length is shape).
 * An undefined value is absent.
 */
export type BoundValues = Record<string, Scalar | readonly Scalar[] | undefined>;

/** One shape's SQL, and where each parameter comes from: a bound value (StandIn) or a constant. */
interface Template {
  query: CompiledQuery;
  sources: unknown[];
}

/** How many shapes of one query are kept per database; the least recently used goes first. */
export const SHAPES_KEPT = 200;

/** A query compiled once per shape: `compile` for the SQL with these values, `execute` to run it. */
export interface PerShape<D, S, V extends BoundValues, R> {
  compile(db: Kysely<D>, shape: S, values: V): CompiledQuery<R>;
  execute(db: Kysely<D>, shape: S, values: V): Promise<R[]>;
}

type StandIns = Record<string, StandIn | StandIn[]>;

/** The values that are present, with their names. */
const present = (values: BoundValues) => Object.entries(values).filter(([, value]) => value !== undefined);

function standInsFor(values: BoundValues): StandIns {
  return Object.fromEntries(
    present(values).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((_, index) => new StandIn(key, index)) : new StandIn(key, null),
    ]),
  );
}

function shapeKey(shape: unknown, values: BoundValues): string {
  const names = present(values).map(([key, value]) =>
    Array.isArray(value) ? `${key}[${value.length}]` : key,
  );
  return `${JSON.stringify(shape)}|${names.join(',')}`;
}

function templateOf(query: CompiledQuery, standIns: StandIns): Template {
  const bound = new Set(query.parameters.filter((parameter) => parameter instanceof StandIn));
  const unbound = Object.values(standIns)
    .flat()
    .find((standIn) => !bound.has(standIn));
  if (unbound) throw new Error(`perShape: value "${unbound.key}" is not bound by the query`);
  return { query, sources: [...query.parameters] };
}

/**
 * Wraps a query builder so that it is built and compiled once per shape and database.
 *
 * @example
 * const rolesOf = perShape((db: Kysely<Database>, _shape: null, { ids }: { ids: readonly string[] }) =>
 *   db.selectFrom('sys_user_role').select(['user_id', 'role_id']).where('user_id', 'in', ids));
 * await rolesOf.execute(db, null, { ids: ['u1', 'u2'] }); // built once for every two ids
 */
export function perShape<D, S, V extends BoundValues, R>(
  build: (db: Kysely<D>, shape: S, values: V) => Compilable<R>,
): PerShape<D, S, V, R> {
  // Per database handle: SQLite and PostgreSQL compile the same tree differently.
  const templates = new WeakMap<Kysely<D>, Map<string, Template>>();

  const templateFor = (db: Kysely<D>, shape: S, values: V): Template => {
    let byShape = templates.get(db);
    if (!byShape) templates.set(db, (byShape = new Map()));
    const key = shapeKey(shape, values);
    let template = byShape.get(key);
    if (template) {
      // Map order is insertion order: re-inserting keeps the least recently used first.
      byShape.delete(key);
    } else {
      const standIns = standInsFor(values);
      template = templateOf(build(db, shape, standIns as unknown as V).compile(), standIns);
      if (byShape.size >= SHAPES_KEPT) byShape.delete(byShape.keys().next().value!);
    }
    byShape.set(key, template);
    return template;
  };

  const compile = (db: Kysely<D>, shape: S, values: V): CompiledQuery<R> => {
    const { query, sources } = templateFor(db, shape, values);
    const parameters = sources.map((source) => {
      if (!(source instanceof StandIn)) return source;
      const value = values[source.key];
      return source.index === null ? value : (value as readonly Scalar[])[source.index];
    });
    return { ...query, queryId: createQueryId(), parameters } as CompiledQuery<R>;
  };

  return {
    compile,
    async execute(db, shape, values) {
      return (await db.executeQuery(compile(db, shape, values))).rows;
    },
  };
}
