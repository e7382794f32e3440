/**
 * The check every design passes before it is stored, whether it comes from the designer or from a
 * src/pages-json file: schemas/index.ts validate() against FormDesign or PageDesign. Not a Fastify route
 * schema, which would quietly drop a misspelt key instead of naming it.
 */
import { describeErrors, validate, type PageDesign } from '../../../schemas/index';
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
 * inspectDesign('page', '{"list":[],"config":{"title":"用户"}}') // { jsonStr, pageTitle: '用户' }
 */
export function inspectDesign(kind: DesignKind, jsonStr: string): CheckedDesign | DesignProblem {
  let data: unknown;
  try {
    data = JSON.parse(jsonStr);
  } catch (error) {
    return { notJson: jsonSyntaxProblem(jsonStr, error as Error) };
  }
  const check = validate(kind === 'page' ? 'PageDesign' : 'FormDesign', data);
  if (!check.ok) return { invalid: describeErrors(check.errors) };
  if (kind === 'form') return { jsonStr };
  // The title becomes a column of its own; a control character from a JSON escape must not reach it.
  const pageTitle = (data as PageDesign).config?.title?.replace(CONTROL_CHARACTERS, '').trim();
  return { jsonStr, pageTitle: pageTitle || undefined };
}

/**
 * inspectDesign() for a request: the text is kept as sent, a problem is a 400 with the parser's
 * message or the JSON paths of what breaks the schema.
 *
 * @example
 * checkDesign('form', '{"list":[],"config":{}}') // { jsonStr: '{"list":[],"config":{}}' }
 * checkDesign('form', '{"list":[{"type":"nope"}],"config":{}}') // throws '设计不符合格式：$.list[0].type: ...'
 */
export function checkDesign(kind: DesignKind, jsonStr: string): CheckedDesign {
  const checked = inspectDesign(kind, jsonStr);
  if ('notJson' in checked) throw new APP_ERR_DESIGN_NOT_JSON(checked.notJson);
  if ('invalid' in checked) throw new APP_ERR_DESIGN_INVALID(checked.invalid);
  return checked;
}
