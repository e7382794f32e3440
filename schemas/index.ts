/**
 * The contract shared by browser, server and CLI: generated types plus compiled ajv validators.
 *
 * @example
 * const check = validate('LoginRequest', body);
 * if (!check.ok) console.log(check.errors[0]); // { path: '$.username', message: '不应少于 1 个字符' }
 *
 * const design = validate('FormDesign', json);
 * if (!design.ok) console.log(describeErrors(design.errors)); // '$.list[0].type: 应当是 input、textarea、… 之一'
 */
import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import design from './design.schema.json';
import envelope from './envelope.schema.json';
import health from './health.schema.json';
import log from './log.schema.json';
import formDesign from './form-design.schema.json';
import login from './login.schema.json';
import permission from './permission.schema.json';
import page from './page.schema.json';
import session from './session.schema.json';
import { createErrorFormatter, type SchemaError } from './errors';

export type { Envelope, PageResult, PageQuery } from './generated/envelope';
export type { LoginRequest, LoginResult, UserInfo, TokenQuery } from './generated/login';
export type { HealthResult } from './generated/health';
export type { LoginInfo, VisitDay, VisitInfo } from './generated/log';
export type { PermissionResult, MenuItem, MenuMeta, AuthItem } from './generated/permission';
export type { StoredSession } from './generated/session';
export type {
  DesignListQuery,
  DesignSummary,
  DesignListResult,
  DesignIdQuery,
  DesignIdsQuery,
  DesignAddRequest,
  DesignEditRequest,
  DesignSaved,
  DesignDetail,
  DesignVersionQuery,
  DesignRollbackRequest,
  DesignVersionItem,
  DesignVersionList,
  DesignVersionDetail,
  StoredPageQuery,
  StoredPage,
} from './generated/design';
export type {
  FormDesign,
  FormConfig,
  Widget,
  WidgetKey,
  FieldModel,
  Rule,
  DataType,
  GridColumn,
  OptionItem,
  RemoteOption,
  OptionProps,
  CascaderProps,
  ImageSize,
  ImageItem,
  InputWidget,
  InputOptions,
  TextareaWidget,
  TextareaOptions,
  NumberWidget,
  NumberOptions,
  RadioWidget,
  RadioOptions,
  CheckboxWidget,
  CheckboxOptions,
  TimeWidget,
  TimeOptions,
  DateWidget,
  DateOptions,
  RateWidget,
  RateOptions,
  ColorWidget,
  ColorOptions,
  SelectWidget,
  SelectOptions,
  SwitchWidget,
  SwitchOptions,
  SliderWidget,
  SliderOptions,
  TextWidget,
  TextOptions,
  BlankWidget,
  BlankOptions,
  ImguploadWidget,
  ImguploadOptions,
  EditorWidget,
  EditorOptions,
  CascaderWidget,
  CascaderOptions,
  GridWidget,
  GridOptions,
  DuplicateCheck,
} from './generated/form-design';
export type {
  PageDesign,
  PageConfig,
  PageItem,
  PageWidget,
  Action,
  ApiPath,
  Params,
  Column,
  CrudApi,
  CrudWidget,
  CrudOptions,
  TreeTableWidget,
  TreeTableOptions,
  TreeWidget,
  TreeOptions,
  TreeFieldNames,
  TabsWidget,
  TabsOptions,
  TabPane,
  CardWidget,
  CardOptions,
  DetailListWidget,
  DetailListOptions,
  DetailItem,
  ButtonWidget,
  ButtonOptions,
  ButtonGroupWidget,
  ButtonGroupOptions,
  PageGridWidget,
  PageGridColumn,
  RemoteSource,
  FormPanelWidget,
  FormPanelOptions,
} from './generated/page';
export type { SchemaError };
export { toJsonPath } from './errors';

/** Every schema file, for registering with another ajv (Fastify's) by `$id`. */
export const ALL_SCHEMAS = [
  envelope,
  login,
  permission,
  session,
  formDesign,
  page,
  health,
  log,
  design,
] as const;

/**
 * The ajv options these schemas need. Another ajv that registers ALL_SCHEMAS (Fastify's) must at least
 * set `discriminator: true`: the form design's widget union is discriminated on `type`.
 */
export const AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  allowUnionTypes: true,
  discriminator: true,
  // Errors then carry their schema, so messages can list allowed widget types and suggest misspelt keys.
  verbose: true,
  // json-schema-to-typescript's hint for a type it cannot infer (page items' if/then/else); no effect here.
  keywords: ['tsType'],
} as const satisfies Options;

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
  TokenQuery: 'https://dougong.dev/schemas/login.schema.json#/definitions/TokenQuery',
  HealthResult: 'https://dougong.dev/schemas/health.schema.json',
  LoginInfo: 'https://dougong.dev/schemas/log.schema.json',
  VisitInfo: 'https://dougong.dev/schemas/log.schema.json#/definitions/VisitInfo',
  FormDesign: 'https://dougong.dev/schemas/form-design.schema.json',
  FormConfig: 'https://dougong.dev/schemas/form-design.schema.json#/definitions/FormConfig',
  Widget: 'https://dougong.dev/schemas/form-design.schema.json#/definitions/Widget',
  PageDesign: 'https://dougong.dev/schemas/page.schema.json',
  PageItem: 'https://dougong.dev/schemas/page.schema.json#/definitions/PageItem',
  Action: 'https://dougong.dev/schemas/page.schema.json#/definitions/Action',
  DesignDetail: 'https://dougong.dev/schemas/design.schema.json',
  DesignListQuery: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignListQuery',
  DesignSummary: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignSummary',
  DesignListResult: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignListResult',
  DesignIdQuery: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignIdQuery',
  DesignIdsQuery: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignIdsQuery',
  DesignAddRequest: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignAddRequest',
  DesignEditRequest: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignEditRequest',
  DesignSaved: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignSaved',
  DesignVersionQuery: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignVersionQuery',
  DesignRollbackRequest: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignRollbackRequest',
  DesignVersionItem: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignVersionItem',
  DesignVersionList: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignVersionList',
  DesignVersionDetail: 'https://dougong.dev/schemas/design.schema.json#/definitions/DesignVersionDetail',
  StoredPageQuery: 'https://dougong.dev/schemas/design.schema.json#/definitions/StoredPageQuery',
  StoredPage: 'https://dougong.dev/schemas/design.schema.json#/definitions/StoredPage',
} as const;

export type ShapeName = keyof typeof SHAPES;

export type ValidationOutcome = { ok: true; errors: [] } | { ok: false; errors: SchemaError[] };

const ajv = new Ajv(AJV_OPTIONS);
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

/**
 * Converts ajv errors to path + Chinese message: the missing or extra property is named in the path, a
 * failed union reports only the branch the data was meant for, and enums list their allowed values.
 */
export const formatErrors = createErrorFormatter(ALL_SCHEMAS);

/** Validates `data` against a named shape. */
export function validate(shape: ShapeName, data: unknown): ValidationOutcome {
  const fn = validatorFor(shape);
  return fn(data) ? { ok: true, errors: [] } : { ok: false, errors: formatErrors(fn.errors) };
}

/** One line per error, `path: message`, for CLI output and 400 messages. */
export function describeErrors(errors: SchemaError[]): string {
  return errors.map((e) => `${e.path}: ${e.message}`).join('；');
}
