import {
  choiceList,
  choiceValueSchema,
  type ChoiceList,
  type ChoiceOptions,
} from '../../designer/codegen/choices';
import { commentText, jsString } from '../../designer/codegen/js';
import { schema } from '../../designer/codegen/model';
import type { EmitContext, ModelSchema } from '../../designer/codegen/types';
import { dictCodeOf } from './choiceSource';

/** A choice widget's options as the emitters read them, with the dictionary (see dictCodeOf). */
export interface DictChoiceOptions extends ChoiceOptions {
  optionSource?: 'static' | 'dict';
  dictCode?: string;
}

/**
 * The helper every dictionary list of the form shares: GET /sys/dict/getDictItems/{code} (SPEC.md §7),
 * each code once, with the signed-in user's token as JeecgBoot's client keeps it; a failure is logged
 * and gives no options (SPEC.md §8).
 */
function dictHelper(ctx: EmitContext): void {
  const ts = ctx.ts;
  if (ts)
    ctx.helper(
      'dict-item-type',
      `/** 一条字典项：GET /sys/dict/getDictItems/{code} 应答的 result 里的一项。 */\n` +
        `interface DictItem {\n  value: string;\n  text: string;\n}`,
    );
  ctx.helper(
    'dict-items',
    `/** 字典项接口：后台地址前缀（斗拱为 /platform，JeecgBoot 为 /jeecg-boot）加 /sys/dict/getDictItems/。 */\n` +
      `const DICT_ITEMS_API = '/platform/sys/dict/getDictItems/';\n\n` +
      `/** 登录凭证：JeecgBoot 的前端把它存在 localStorage 的 pro__Access-Token（{ value }）里。 */\n` +
      `function dictAccessToken()${ctx.annotate('string')} {\n` +
      `  try {\n` +
      `    const stored = JSON.parse(localStorage.getItem('pro__Access-Token') ?? 'null')${ts ? ' as { value?: unknown } | null' : ''};\n` +
      `    return typeof stored?.value === 'string' ? stored.value : '';\n` +
      `  } catch {\n    return '';\n  }\n}\n\n` +
      `const dictItemRequests = new Map${ctx.generic('string, Promise<DictItem[]>')}();\n\n` +
      `/** 一个字典的字典项 [{ value, text }]，同一字典只请求一次；取不到时只记日志，选项为空。 */\n` +
      `function loadDictItems(code${ctx.annotate('string')})${ctx.annotate('Promise<DictItem[]>')} {\n` +
      `  let pending = dictItemRequests.get(code);\n` +
      `  if (!pending) {\n` +
      `    pending = fetch(DICT_ITEMS_API + encodeURIComponent(code), { headers: { 'X-Access-Token': dictAccessToken() } })\n` +
      `      .then((response) => response.json())\n` +
      `      .then((body${ctx.annotate('{ success?: boolean; result?: unknown }')}) =>\n` +
      `        body.success && Array.isArray(body.result) ? ${ts ? '(body.result as DictItem[])' : 'body.result'} : [],\n` +
      `      )\n` +
      `      .catch((error${ctx.annotate('unknown')}) => {\n` +
      `        console.warn('字典 ' + code + ' 加载失败', error);\n` +
      `        return [];\n` +
      `      });\n` +
      `    dictItemRequests.set(code, pending);\n` +
      `  }\n` +
      `  return pending;\n}`,
  );
}

/**
 * The option list of a radio, checkbox or select: a dictionary's items (text shown, value stored),
 * fetched on mount, when the design takes its options from a dictionary; otherwise choiceList's
 * static or remote list.
 *
 * @example
 * choiceListOf(ctx, '性别', 'sex', { optionSource: 'dict', dictCode: 'sex' })
 * // { list: 'sexOptions', value: 'item.value', label: 'item.text', … }; on mount: sexOptions.value = await loadDictItems('sex');
 */
export function choiceListOf(
  ctx: EmitContext,
  label: string,
  model: string,
  options: DictChoiceOptions,
): ChoiceList {
  const code = dictCodeOf(options);
  if (code === undefined) return choiceList(ctx, label, model, options);
  dictHelper(ctx);
  const list = ctx.name(model, 'Options');
  ctx.script(
    `/** ${commentText(label)}的选项：字典 ${commentText(code || '（未选）')} 的字典项。 */\n` +
      `const ${list} = ref${ctx.generic('DictItem[]')}([]);`,
  );
  if (code) ctx.onMounted(`${list}.value = await loadDictItems(${jsString(code)});`);
  return {
    list,
    value: 'item.value',
    label: 'item.text',
    fields: { value: 'value', label: 'text', children: 'children' },
    remote: true,
  };
}

/**
 * The type of a choice's value: a dictionary's values are strings (plus what a default holds);
 * otherwise choiceValueSchema.
 *
 * @example
 * choiceValueSchemaOf({ optionSource: 'dict', dictCode: 'sex' }) // { type: 'string' }
 */
export function choiceValueSchemaOf(options: DictChoiceOptions, extra: unknown[] = []): ModelSchema {
  if (dictCodeOf(options) === undefined) return choiceValueSchema(options, extra);
  return extra.some((value) => typeof value === 'number')
    ? schema.anyOf(schema.string(), schema.number())
    : schema.string();
}
