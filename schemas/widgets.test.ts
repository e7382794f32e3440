/**
 * A widget is one folder (issue 14), and its schema one file: each type of the form and page widget unions
 * has schemas/widgets/<type>.schema.json, which the union `$ref`s, and no file there is left out of the
 * unions or out of ALL_SCHEMAS.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_SCHEMAS } from './shapes';

const here = dirname(fileURLToPath(import.meta.url));

type Node = { $id?: string; properties?: { type?: { const?: string } }; definitions?: Record<string, Node> };
type Union = { oneOf: Array<{ $ref: string }> };

const readSchema = (file: string): Node => JSON.parse(readFileSync(join(here, file), 'utf8')) as Node;

/** The files of schemas/widgets/, `input.schema.json`, sorted. */
const WIDGET_FILES = readdirSync(join(here, 'widgets'))
  .filter((f) => f.endsWith('.schema.json'))
  .sort();

/** The widget unions: the schema file, and the definition in it. */
const UNIONS: Array<[file: string, definition: string]> = [
  ['form-design.schema.json', 'Widget'],
  ['page.schema.json', 'PageWidget'],
];

/**
 * Branches that are rightly not a file of their own: the page's grid is the form grid's page flavour (its
 * columns hold page items), defined beside the page union and sharing widgets/grid.schema.json's options.
 */
const FLAVOURS = new Set(['#/definitions/PageGridWidget']);

/** Each branch of a union: what it `$ref`s, and the `type` of the widget found there. */
function branches(file: string, definition: string): Array<{ ref: string; type?: string }> {
  const schema = readSchema(file);
  const union = schema.definitions?.[definition] as unknown as Union;
  return union.oneOf.map(({ $ref }) => {
    const [target, pointer = ''] = $ref.split('#');
    const path = posix.join(posix.dirname(file), target);
    const doc = !target ? schema : existsSync(join(here, path)) ? readSchema(path) : undefined;
    const widget = pointer
      .split('/')
      .slice(1)
      .reduce<unknown>((node, seg) => (node as Record<string, unknown> | undefined)?.[seg], doc) as
      Node | undefined;
    return { ref: $ref, type: widget?.properties?.type?.const };
  });
}

describe('schemas/widgets', () => {
  it.each(UNIONS)('every type of %s %s has widgets/<type>.schema.json', (file, definition) => {
    const all = branches(file, definition);
    expect(all.length).toBeGreaterThan(0);
    const misfiled = all.filter(
      ({ ref, type }) => ref !== `widgets/${type}.schema.json` && !FLAVOURS.has(ref),
    );
    expect(misfiled, 'move the widget to schemas/widgets/<type>.schema.json and $ref the file').toEqual([]);
  });

  it('holds no widget file that a union leaves out', () => {
    const referenced = new Set(
      UNIONS.flatMap(([file, definition]) => branches(file, definition)).map((b) => b.ref),
    );
    const unreferenced = WIDGET_FILES.filter((f) => !referenced.has(`widgets/${f}`));
    expect(unreferenced, 'add the widget to its union (form-design Widget or page PageWidget)').toEqual([]);
  });

  it('sends every type of the page union, and no other, to it from PageItem', () => {
    const pageItem = readSchema('page.schema.json').definitions?.PageItem as unknown as {
      if: { properties: { type: { enum: string[] } } };
    };
    const types = branches('page.schema.json', 'PageWidget').map((b) => b.type);
    expect([...pageItem.if.properties.type.enum].sort()).toEqual(types.sort());
  });

  it('registers every widget file in ALL_SCHEMAS under the $id of its path', () => {
    const ids = new Set(ALL_SCHEMAS.map((schema) => schema.$id));
    for (const file of WIDGET_FILES) {
      const id = `https://dougong.dev/schemas/widgets/${file}`;
      expect(readSchema(`widgets/${file}`).$id).toBe(id);
      expect(ids.has(id), `list ${file} in schemas/widgets/index.ts`).toBe(true);
    }
  });
});
