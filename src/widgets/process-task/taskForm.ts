import type { FormDesign } from '../../../schemas/generated/form-design';

/** What a node lets its handler do with one field (dougong:fieldRules); a field without a rule is editable. */
export type FieldRule = 'editable' | 'readonly' | 'hidden';

type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parts of a container holding widget lists of their own: a grid's columns, tab panes. */
function nestedLists(item: Item): string[] {
  return ['columns', 'tabs'].filter((name) => Array.isArray(item[name]));
}

function applyToList(list: unknown[], rules: Readonly<Record<string, FieldRule>>): unknown[] {
  return list.flatMap((entry) => {
    if (!isItem(entry)) return [entry];
    const model = typeof entry.model === 'string' ? entry.model : undefined;
    const rule = model ? rules[model] : undefined;
    if (rule === 'hidden') return [];
    const copy: Item = { ...entry };
    // Shown, not asked for: a read-only field is never the handler's to fill, so it is not required either.
    if (rule === 'readonly') {
      copy.options = { ...(isItem(entry.options) ? entry.options : {}), disabled: true, required: false };
      // form-making designs say it twice: options.required and a { required: true } rule.
      if (Array.isArray(entry.rules))
        copy.rules = (entry.rules as unknown[]).filter((r) => !(isItem(r) && r.required === true));
    }
    for (const name of nestedLists(entry))
      copy[name] = (entry[name] as unknown[]).map((part) =>
        isItem(part) && Array.isArray(part.list) ? { ...part, list: applyToList(part.list, rules) } : part,
      );
    if (Array.isArray(entry.list)) copy.list = applyToList(entry.list, rules);
    return [copy];
  });
}

/**
 * The node's form as its handler sees it: fields the node marks hidden are left out (not merely
 * invisible, so their values never reach the screen), read-only ones are disabled and not required;
 * nested grids, tabs and cards included. The design is copied, never changed.
 *
 * @example
 * nodeForm({ list: [{ type: 'input', key: 'i', model: 'reason', options: {} }], config: {} }, { reason: 'hidden' })
 * // { list: [], config: {} }
 */
export function nodeForm(design: FormDesign, rules: Readonly<Record<string, FieldRule>>): FormDesign {
  return { ...design, list: applyToList(design.list, rules) as FormDesign['list'] };
}

/**
 * The values a completion sends: only the fields the node lets its handler change (an editable field on
 * the form), so a read-only or hidden variable cannot be rewritten from the browser.
 *
 * @example
 * editableValues({ days: 5, opinion: '同意' }, ['opinion'], {}) // { opinion: '同意' }
 */
export function editableValues(
  values: Readonly<Record<string, unknown>>,
  models: readonly string[],
  rules: Readonly<Record<string, FieldRule>>,
): Record<string, unknown> {
  const editable: Record<string, unknown> = {};
  for (const model of models)
    if ((rules[model] ?? 'editable') === 'editable' && Object.hasOwn(values, model))
      editable[model] = values[model];
  return editable;
}

/**
 * Every field model of a design (nested lists included), in order.
 *
 * @example
 * formModels({ list: [{ type: 'input', key: 'i', model: 'days', options: {} }], config: {} }) // ['days']
 */
export function formModels(design: FormDesign): string[] {
  const models: string[] = [];
  const walk = (list: unknown[]) => {
    for (const entry of list) {
      if (!isItem(entry)) continue;
      if (typeof entry.model === 'string' && entry.type !== 'grid') models.push(entry.model);
      for (const name of nestedLists(entry))
        for (const part of entry[name] as unknown[])
          if (isItem(part) && Array.isArray(part.list)) walk(part.list);
      if (Array.isArray(entry.list)) walk(entry.list);
    }
  };
  walk(design.list);
  return models;
}
