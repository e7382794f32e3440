/**
 * What an operation-log row names (issue 13): the record a call touched — its type, id and display name —
 * and, for an edit, the fields it changed. A route declares it in `config.audit`; the table and columns
 * are the route's constants, never the client's. The record is read before the handler runs (so a
 * deleted user still has a name) and, for adds and edits, again after it.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/index';
import type { LogTarget } from '../modules/log/repo';

/** Where a request names the records it touches. */
export type AuditIds =
  | 'body.id'
  | 'body.ids'
  | 'body.roleId'
  | 'query.id'
  | 'query.ids'
  | 'result.id'
  /** By the record's name column (changPassword names its user by username). */
  | 'body.username';

/** A route's declaration of what its log rows name. */
export interface AuditSpec {
  /** What the record is called in the log: '用户'. */
  type: string;
  table: keyof Database;
  /** The column that names a record to a person ('username'). */
  name: string;
  ids: AuditIds;
  /** Columns whose change an edit records, with the label the log shows (never secrets). */
  fields?: Readonly<Record<string, string>>;
}

/** One changed field of an edit. */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

type Row = Record<string, unknown> & { id: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What this route's operation-log rows name (plugins/audit.ts). */
    audit?: AuditSpec;
  }
  interface FastifyRequest {
    /** The audited records as they were before the handler ran. */
    auditBefore: Row[] | null;
  }
}

/** At most this many records are named in one row; a bigger batch says 等N项. */
const MAX_NAMED = 20;

function idsFrom(spec: AuditSpec, request: FastifyRequest, result: unknown): string[] {
  const [where, key] = spec.ids.split('.') as ['body' | 'query' | 'result', string];
  const source = where === 'result' ? result : where === 'body' ? request.body : request.query;
  const value = (source as Record<string, unknown> | null | undefined)?.[key];
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(list.filter((id): id is string => typeof id === 'string' && id.trim() !== ''))].slice(
    0,
    200,
  );
}

async function load(
  db: Kysely<Database>,
  spec: AuditSpec,
  ids: readonly string[],
  by: 'id' | 'name' = 'id',
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const columns = [...new Set(['id', spec.name, ...Object.keys(spec.fields ?? {})])];
  const key = sql.ref(by === 'id' ? 'id' : spec.name);
  const { rows } = await sql<Row>`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(
    spec.table,
  )} where ${key} in (${sql.join(ids)})`.execute(db);
  return rows;
}

/**
 * Reads the records a call is about to touch (a preHandler hook; adds have none yet).
 *
 * @example
 * request.auditBefore = await auditBefore(app.db, request);
 */
export async function auditBefore(db: Kysely<Database>, request: FastifyRequest): Promise<Row[] | null> {
  const spec = request.routeOptions.config.audit;
  if (!spec || spec.ids === 'result.id') return null;
  const by = spec.ids === 'body.username' ? 'name' : 'id';
  return load(db, spec, idsFrom(spec, request, undefined), by);
}

function diff(spec: AuditSpec, before: Row, after: Row | undefined): AuditChange[] {
  if (!after || !spec.fields) return [];
  return Object.entries(spec.fields)
    .filter(([column]) => String(before[column] ?? '') !== String(after[column] ?? ''))
    .map(([column, field]) => ({ field, from: before[column] ?? null, to: after[column] ?? null }));
}

/**
 * What a finished call touched, as the log names it: the records read before (or, for an add, the one it created, by
 * the answer's result.id), and for an edit the fields whose values changed. Null when the route declares
 * nothing or touched nothing known.
 *
 * @example
 * await auditTarget(db, request, payload) // { type: '用户', id: 'u1', name: 'tester1', changes: '[...]' }
 */
export async function auditTarget(
  db: Kysely<Database>,
  request: FastifyRequest,
  payload: unknown,
): Promise<LogTarget | null> {
  const spec = request.routeOptions.config.audit;
  if (!spec) return null;
  let before = request.auditBefore ?? [];
  let changes: AuditChange[] = [];
  if (spec.ids === 'result.id') {
    const result = typeof payload === 'string' ? safeResult(payload) : undefined;
    before = await load(db, spec, idsFrom(spec, request, result));
  } else if (spec.fields && before.length === 1) {
    const [after] = await load(db, spec, [before[0].id]);
    changes = diff(spec, before[0], after);
  }
  if (before.length === 0) return null;
  const names = before.slice(0, MAX_NAMED).map((row) => String(row[spec.name] ?? row.id));
  return {
    type: spec.type,
    id: before.map((row) => row.id).join(','),
    name: before.length > MAX_NAMED ? `${names.join('、')}等${before.length}项` : names.join('、'),
    changes: changes.length ? JSON.stringify(changes) : null,
  };
}

function safeResult(payload: string): unknown {
  try {
    return (JSON.parse(payload) as { result?: unknown }).result;
  } catch {
    return undefined;
  }
}
