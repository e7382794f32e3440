/**
 * The check every design passes before it is stored, whether it comes from the designer or from a
 * src/pages-json file: schemas/index.ts validate() against PageDesign, validateLenient() for a form design
 * (what a fork of form-making added is kept and reported as warnings, issue 16). Not a Fastify route
 * schema, which would quietly drop a misspelt key instead of naming it.
 */
import {
  describeErrors,
  validate,
  validateLenient,
  type PageDesign,
  type SchemaError,
} from '../../../schemas/index';
import type { DesignKind } from '../../db/types';
import { APP_ERR_DESIGN_INVALID, APP_ERR_DESIGN_NOT_JSON } from '../../errors';

/** A page's name is the component name of the menu that shows it. */
export const PAGE_NAME = /^[a-z]+\/[a-z-]+$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Design JSON that passed its schema, with the title a page declares for itself. */
export interface CheckedDesign {
  jsonStr: string;
  /** config.title of a page; a page's stored title follows it unless the caller names one. */
  pageTitle?: string;
  /** A form design's additions from a fork, kept as sent; [] for a page. */
  warnings: SchemaError[];
}

/** What is wrong with design JSON text: it does not parse, or it breaks the schema. */
export type DesignProblem = { notJson: string } | { invalid: string };

/**
 * What JSON.parse's English error means, in Chinese, with where it happened when V8 says.
 *
 * @example
 * jsonSyntaxProblem('{"list": [', new SyntaxError('Unexpected end of JSON input'))
 * // '内容不完整，在第 10 个字符后意外结束，请检查括号和引号是否成对'
 */
export function jsonSyntaxProblem(text: string, error: Error): string {
  if (text.trim() === '') return '内容为空';
  if (/Unexpected end|Unterminated/.test(error.message))
    return `内容不完整，在第 ${text.length} 个字符后意外结束，请检查括号和引号是否成对`;
  const position = /position (\d+)/.exec(error.message)?.[1];
  if (position) return `第 ${Number(position) + 1} 个字符附近有语法错误，请检查引号、逗号和括号`;
  const token = /Unexpected token '(.+?)'/.exec(error.message)?.[1];
  if (token) return `有意外的字符 "${token}"，请检查引号、逗号和括号`;
  return '语法错误，请检查引号、逗号和括号';
}

/**
 * Parses and checks design JSON text against FormDesign or PageDesign, without throwing.
 *
 * @example
 * inspectDesign('form', '{"list": [') // { notJson: '内容不完整，在第 10 个字符后意外结束，…' }
 * inspectDesign('form', '{"list":[{"type":"nope"}],"config":{}}') // { invalid: '$.list[0].type: 应当是 ...' }
 * inspectDesign('page', '{"list":[],"config":{"title":"用户"}}') // { jsonStr, pageTitle: '用户', warnings: [] }
 * inspectDesign('form', '{"title":"表","list":[],"config":{}}') // { jsonStr, warnings: [{ path: '$.title', … }] }
 */
export function inspectDesign(kind: DesignKind, jsonStr: string): CheckedDesign | DesignProblem {
  let data: unknown;
  try {
    data = JSON.parse(jsonStr);
  } catch (error) {
    return { notJson: jsonSyntaxProblem(jsonStr, error as Error) };
  }
  if (kind === 'form') {
    const check = validateLenient(data);
    return check.ok ? { jsonStr, warnings: check.warnings } : { invalid: describeErrors(check.errors) };
  }
  const check = validate('PageDesign', data);
  if (!check.ok) return { invalid: describeErrors(check.errors) };
  // The title becomes a column of its own; a control character from a JSON escape must not reach it.
  const pageTitle = (data as PageDesign).config?.title?.replace(CONTROL_CHARACTERS, '').trim();
  return { jsonStr, pageTitle: pageTitle || undefined, warnings: [] };
}

/**
 * inspectDesign() for a request: the text is kept as sent, a problem is a 400 with the parser's
 * message or the JSON paths of what breaks the schema.
 *
 * @example
 * checkDesign('form', '{"list":[],"config":{}}') // { jsonStr: '{"list":[],"config":{}}', warnings: [] }
 * checkDesign('form', '{"list":[{"type":"nope"}],"config":{}}') // throws '设计不符合格式：$.list[0].type: ...'
 */
export function checkDesign(kind: DesignKind, jsonStr: string): CheckedDesign {
  const checked = inspectDesign(kind, jsonStr);
  if ('notJson' in checked) throw new APP_ERR_DESIGN_NOT_JSON(checked.notJson);
  if ('invalid' in checked) throw new APP_ERR_DESIGN_INVALID(checked.invalid);
  return checked;
}

/**
 * A save's success message, with the warnings of a fork's design after it so a client that shows only
 * the message (JeecgBoot's) still tells the user.
 *
 * @example
 * savedMessage('保存成功！', []) // '保存成功！'
 * savedMessage('保存成功！', [{ path: '$.title', message: '未知的属性 title：…' }])
 * // '保存成功！有 1 条提醒：$.title: 未知的属性 title：…'
 */
export function savedMessage(message: string, warnings: readonly SchemaError[] | undefined): string {
  if (!warnings?.length) return message;
  return `${message}有 ${warnings.length} 条提醒：${describeErrors([...warnings])}`;
}
