/**
 * Records a sheet names by what a person reads — a department, role or position by its name — instead
 * of by id. A name two records share cannot name either, so the export writes such a record by an alias
 * that is unique (a role's code, a department's path '斗拱科技/研发部'), and the import accepts the name
 * when it is unique and any alias always.
 */

/** One record that can be named. */
export interface Named {
  id: string;
  name: string;
  /** Other texts that name it, unique among the records (code, path), in order of preference. */
  aliases: readonly string[];
}

/** How several names share one cell, as typed by hand: comma (either width), 、 or semicolon. */
const SEPARATOR = /[,，、;；\n]/;

/** What the export writes between several names in one cell. */
const NAME_SEPARATOR = ',';

/**
 * Names of records both ways.
 *
 * @example
 * const roles = new NameIndex(rows.map((r) => ({ id: r.id, name: r.role_name, aliases: [r.role_code] })));
 * roles.labelOf(id) // '普通用户'
 * roles.resolve('普通用户,审计员', '角色') // { ids: ['r1', 'r2'], reasons: [] }
 */
export class NameIndex {
  private readonly byText = new Map<string, Set<string>>();
  private readonly labels = new Map<string, string>();

  constructor(entries: readonly Named[]) {
    const add = (text: string, id: string) => {
      const ids = this.byText.get(text) ?? new Set<string>();
      this.byText.set(text, ids.add(id));
    };
    for (const entry of entries) for (const text of [entry.name, ...entry.aliases]) add(text, entry.id);
    for (const entry of entries) {
      const unique = [entry.name, ...entry.aliases].find((text) => this.byText.get(text)?.size === 1);
      this.labels.set(entry.id, unique ?? entry.name);
    }
  }

  /** The text the export writes for `id`: its name, or an alias when the name is shared; the id when unknown. */
  labelOf(id: string): string {
    return this.labels.get(id) ?? id;
  }

  /** The labels of `ids` in one cell. @example roles.labelsOf(['r1', 'r2']) // '普通用户,审计员' */
  labelsOf(ids: readonly string[]): string {
    return ids.map((id) => this.labelOf(id)).join(NAME_SEPARATOR);
  }

  /**
   * The ids a cell names, in order and without repeats, and a reason for each text that names no record
   * or several ('角色不存在：财务', '部门「研发部」有重名，请写完整路径或编码').
   */
  resolve(cell: string, noun: string): { ids: string[]; reasons: string[] } {
    const ids: string[] = [];
    const reasons: string[] = [];
    for (const text of cell.split(SEPARATOR).map((part) => part.trim())) {
      if (!text) continue;
      const found = this.byText.get(text);
      if (!found) reasons.push(`${noun}不存在：${text}`);
      else if (found.size > 1) reasons.push(`${noun}「${text}」有重名，请写编码或完整路径`);
      else {
        const [id] = found;
        if (!ids.includes(id!)) ids.push(id!);
      }
    }
    return { ids, reasons };
  }
}
