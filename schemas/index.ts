/**
 * The contract shared by browser, server and CLI: generated types plus compiled ajv validators.
 *
 * @example
 * const check = validate('LoginRequest', body);
 * if (!check.ok) console.log(check.errors[0]); // { path: '$.username', message: '不应少于 1 个字符' }
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import localize from 'ajv-i18n/localize/zh';
import envelope from './envelope.schema.json';
import login from './login.schema.json';
import permission from './permission.schema.json';
import session from './session.schema.json';

export type { Envelope, PageResult, PageQuery } from './generated/envelope';
export type { LoginRequest, LoginResult, UserInfo } from './generated/login';
export type { PermissionResult, MenuItem, MenuMeta, AuthItem } from './generated/permission';
export type { StoredSession } from './generated/session';

/** Every schema file, for registering with another ajv (Fastify's) by `$id`. */
export const ALL_SCHEMAS = [envelope, login, permission, session] as const;

/** The named shapes that can be validated, mapped to their `$ref`. */
export const SHAPES = {
  Envelope: 'https://dougong.dev/schemas/envelope.schema.json',
  PageQuery: 'https://dougong.dev/schemas/envelope.schema.json#/definitions/PageQuery',
  LoginRequest: 'https://dougong.dev/schemas/login.schema.json',
  LoginResult: 'https://dougong.dev/schemas/login.schema.json#/definitions/LoginResult',
  UserInfo: 'https://dougong.dev/schemas/login.schema.json#/definitions/UserInfo',
  PermissionResult: 'https://dougong.dev/schemas/permission.schema.json',
  MenuItem: 'https://dougong.dev/schemas/permission.schema.json#/definitions/MenuItem',
  StoredSession: 'https://dougong.dev/schemas/session.schema.json',
} as const;

export type ShapeName = keyof typeof SHAPES;

/** One validation failure: where in the document, and what is wrong there (in Chinese). */
export interface SchemaError {
  path: string;
  message: string;
}

export type ValidationOutcome = { ok: true; errors: [] } | { ok: false; errors: SchemaError[] };

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
for (const schema of ALL_SCHEMAS) ajv.addSchema(schema);

const compiled = new Map<ShapeName, ValidateFunction>();

function validatorFor(shape: ShapeName): ValidateFunction {
  let fn = compiled.get(shape);
  if (!fn) {
    fn = ajv.getSchema(SHAPES[shape]) ?? ajv.compile({ $ref: SHAPES[shape] });
    compiled.set(shape, fn);
  }
  return fn;
}

/** Turns ajv's JSON Pointer (`/list/0/options`) into a readable JSON path (`$.list[0].options`). */
export function toJsonPath(pointer: string): string {
  if (!pointer) return '$';
  return (
    '$' +
    pointer
      .split('/')
      .slice(1)
      .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((seg) => (/^\d+$/.test(seg) ? `[${seg}]` : /^[A-Za-z_$][\w$]*$/.test(seg) ? `.${seg}` : `[${JSON.stringify(seg)}]`))
      .join('')
  );
}

/** Converts ajv errors to path + Chinese message, naming the missing or extra property where ajv gives it. */
export function formatErrors(errors: ErrorObject[] | null | undefined): SchemaError[] {
  if (!errors?.length) return [];
  const copy = errors.map((e) => ({ ...e }));
  localize(copy);
  return copy.map((e) => {
    let path = toJsonPath(e.instancePath);
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'required' && typeof params.missingProperty === 'string') path = toJsonPath(`${e.instancePath}/${params.missingProperty}`);
    if (e.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string')
      path = toJsonPath(`${e.instancePath}/${params.additionalProperty}`);
    return { path, message: e.message ?? '不符合格式' };
  });
}

/** Validates `data` against a named shape. */
export function validate(shape: ShapeName, data: unknown): ValidationOutcome {
  const fn = validatorFor(shape);
  return fn(data) ? { ok: true, errors: [] } : { ok: false, errors: formatErrors(fn.errors) };
}

/** One line per error, `path: message`, for CLI output and 400 messages. */
export function describeErrors(errors: SchemaError[]): string {
  return errors.map((e) => `${e.path}: ${e.message}`).join('；');
}
