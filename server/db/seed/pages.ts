/**
 * Brings the product's pages (src/pages-json/<area>/<name>.page.json) into onl_design at every start.
 * The files are read as data, never imported: server/ does not import src/ (ARCHITECTURE.md).
 *
 * Policy: a page that is not stored yet is inserted as version 1; a page whose current version came
 * from an older file becomes a new version from the new file; a page an admin has saved since in the
 * designer is kept as the admin left it (one log line says so), because start-up must never undo
 * an admin's work. An invalid file is skipped with its JSON path on the console; start-up goes on.
 */
import { isUniqueViolation } from '../errors';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import {
  findDesignByName,
  findVersion,
  insertDesign,
  saveVersion,
  type DesignRow,
} from '../../modules/design/repo';
import { inspectDesign, PAGE_NAME, type CheckedDesign } from '../../modules/design/check';
import type { Database } from '../index';

/** The product's page files, from this file's place in the repository. */
export const PAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../src/pages-json');

/** Who saves the versions that come from files. */
export const SYSTEM_USER = 'system';

const SUFFIX = '.page.json';

export interface SyncPagesOptions {
  /** The directory of <area>/<name>.page.json files; PAGES_DIR by default. */
  dir?: string;
  clock?: () => Date;
  /** Where the kept-page and invalid-file lines go; the console by default. */
  log?: Pick<Console, 'log' | 'error'>;
}

/** What a sync did, page by page. */
export interface SyncPagesResult {
  inserted: number;
  updated: number;
  /** Pages saved by an admin since their file version, left as they are. */
  kept: number;
  unchanged: number;
  /** Files skipped: a bad name, JSON that does not parse, or a design that breaks the page schema. */
  invalid: number;
}

interface PageFile {
  /** 'online/design-list' */
  name: string;
  /** 'online/design-list.page.json', for messages. */
  file: string;
  text: string;
}

async function readPageFiles(dir: string): Promise<PageFile[]> {
  const files: PageFile[] = [];
  const areas = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const area of areas.map((entry) => entry.name).sort()) {
    const names = (await readdir(join(dir, area))).filter((file) => file.endsWith(SUFFIX)).sort();
    for (const file of names) {
      const text = await readFile(join(dir, area, file), 'utf8');
      files.push({ name: `${area}/${file.slice(0, -SUFFIX.length)}`, file: `${area}/${file}`, text });
    }
  }
  return files;
}

/** The checked page design of a file, or the reason it cannot be used. */
function readDesign(page: PageFile): CheckedDesign | { problem: string } {
  if (!PAGE_NAME.test(page.name)) return { problem: 'the name must be <area>/<name> in a-z and -' };
  // The same check as a save in the designer, so a file never holds what the designer would refuse.
  const checked = inspectDesign('page', page.text);
  if ('notJson' in checked) return { problem: `not valid JSON: ${checked.notJson}` };
  if ('invalid' in checked) return { problem: checked.invalid };
  return checked;
}

/** True when the current version of a stored page is the one a file put there. */
async function cameFromFile(db: Kysely<Database>, row: DesignRow): Promise<boolean> {
  if (row.source_hash === null) return false;
  const current = await findVersion(db, row.id, row.version);
  return current?.saved_by === SYSTEM_USER;
}

type Outcome = 'inserted' | 'updated' | 'kept' | 'unchanged';

async function syncOne(
  db: Kysely<Database>,
  page: PageFile,
  design: CheckedDesign,
  at: string,
  log: Pick<Console, 'log'>,
): Promise<Outcome> {
  const sourceHash = createHash('sha256').update(page.text).digest('hex');
  const title = design.pageTitle ?? page.name;
  const entry = {
    jsonStr: page.text,
    by: SYSTEM_USER,
    at,
    sourceHash,
    note: `来自 src/pages-json/${page.file}`,
  };
  const row = await findDesignByName(db, 'page', page.name);
  if (!row) {
    try {
      await db
        .transaction()
        .execute((tx) => insertDesign(tx, { ...entry, kind: 'page', name: page.name, title }));
      return 'inserted';
    } catch (error) {
      // Another server process starting at the same moment inserted it first.
      if (isUniqueViolation(error)) return 'unchanged';
      throw error;
    }
  }
  if (row.source_hash === sourceHash) return 'unchanged';
  if (!(await cameFromFile(db, row))) {
    log.log(
      `Page ${page.name}: src/pages-json/${page.file} changed, but version ${row.version} was saved in the ` +
        `designer by ${row.updated_by ?? '?'} and is kept`,
    );
    return 'kept';
  }
  const next = await db
    .transaction()
    .execute((tx) => saveVersion(tx, row.id, row.version, { ...entry, title }));
  return next === null ? 'unchanged' : 'updated';
}

/**
 * Syncs the page files into the database (see the policy above) and says what it did. Safe to run at
 * every start: a second run with the same files changes nothing.
 *
 * @example
 * const result = await syncPages(db);
 * // { inserted: 1, updated: 0, kept: 0, unchanged: 0, invalid: 0 } on a new database
 * await syncPages(db, { dir: '/tmp/pages', clock: () => new Date('2026-03-02T02:00:00Z') });
 */
export async function syncPages(
  db: Kysely<Database>,
  options: SyncPagesOptions = {},
): Promise<SyncPagesResult> {
  const log = options.log ?? console;
  const at = (options.clock ?? (() => new Date()))().toISOString();
  const result: SyncPagesResult = { inserted: 0, updated: 0, kept: 0, unchanged: 0, invalid: 0 };
  const dir = options.dir ?? PAGES_DIR;
  let pages: PageFile[];
  try {
    pages = await readPageFiles(dir);
  } catch (error) {
    // A deployment without the page files still starts; the pages already stored keep working.
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
    log.error(`Page files not found at ${dir}; stored pages are served as they are`);
    return result;
  }
  for (const page of pages) {
    const read = readDesign(page);
    if ('problem' in read) {
      log.error(`Page file src/pages-json/${page.file} skipped: ${read.problem}`);
      result.invalid++;
      continue;
    }
    result[await syncOne(db, page, read, at, log)]++;
  }
  return result;
}

/**
 * One line for the start-up log.
 *
 * @example
 * describeSync({ inserted: 1, updated: 0, kept: 0, unchanged: 3, invalid: 0 })
 * // 'Pages from src/pages-json: 1 inserted, 0 updated, 0 kept (edited in the designer), 3 unchanged, 0 invalid'
 */
export function describeSync(result: SyncPagesResult): string {
  return (
    `Pages from src/pages-json: ${result.inserted} inserted, ${result.updated} updated, ` +
    `${result.kept} kept (edited in the designer), ${result.unchanged} unchanged, ${result.invalid} invalid`
  );
}
