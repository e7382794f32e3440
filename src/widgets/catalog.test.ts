/**
 * A widget is one whole folder (STYLE.md rule 3): for every type of the catalog, src/widgets/<type>/ holds
 * index.ts (its definition, registered under its type), design.ts (palette entry and property panel),
 * codegen.ts for a form widget (page widgets are not generated: docs/codegen.md) and at least one test,
 * and schemas/widgets/<type>.schema.json is its schema, in the union of its design schema. Nothing else
 * sits in src/widgets as a widget.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codegenOf } from '../designer/codegen/widgets';
import { FORM_WIDGET_TYPES, PAGE_WIDGET_TYPES, isFormWidgetType } from './catalog';
import { FORM_WIDGETS, PAGE_WIDGETS, widgetRegistry } from '.';

// Tests run from the repository root.
const WIDGETS_DIR = 'src/widgets/';
const SCHEMAS_DIR = 'schemas/';
const TYPES = [...FORM_WIDGET_TYPES, ...PAGE_WIDGET_TYPES];

interface SchemaFile {
  title?: string;
  properties?: { type?: { const?: string } };
  definitions?: Record<string, { oneOf?: Array<{ $ref?: string }> }>;
}
const readSchema = (path: string) => JSON.parse(readFileSync(`${SCHEMAS_DIR}${path}`, 'utf8')) as SchemaFile;

/** The widget files a design schema's union refers to: form-design's Widget, page's PageWidget. */
function unionOf(file: string, definition: string): string[] {
  return (readSchema(file).definitions?.[definition]?.oneOf ?? []).flatMap((branch) => branch.$ref ?? []);
}
const FORM_UNION = unionOf('form-design.schema.json', 'Widget');
const PAGE_UNION = unionOf('page.schema.json', 'PageWidget');

const filesOf = (type: string) =>
  existsSync(`${WIDGETS_DIR}${type}`) ? readdirSync(`${WIDGETS_DIR}${type}`) : [];

describe('the widget catalog', () => {
  it('lists each type once, and every widget folder is in it', () => {
    expect(new Set(TYPES).size).toBe(TYPES.length);
    const folders = readdirSync(WIDGETS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...TYPES].sort());
  });

  it('is the palette order of the registered definitions', () => {
    expect(FORM_WIDGETS.map((widget) => widget.type)).toEqual(FORM_WIDGET_TYPES);
    expect(PAGE_WIDGETS.map((widget) => widget.type)).toEqual(PAGE_WIDGET_TYPES);
  });

  it.each(TYPES)(
    '%s: a folder with index.ts, design.ts and a test, registered with its palette entry',
    (type) => {
      const files = filesOf(type);
      expect(files).toEqual(expect.arrayContaining(['index.ts', 'design.ts']));
      expect(files.some((file) => /\.test\.tsx?$/.test(file))).toBe(true);
      const definition = widgetRegistry.get(type);
      expect(definition?.type).toBe(type);
      expect(definition?.design?.label).toBeTruthy();
    },
  );

  it.each(TYPES)('%s: codegen.ts exactly when it is a form widget, registered with the generator', (type) => {
    expect(filesOf(type).includes('codegen.ts')).toBe(isFormWidgetType(type));
    if (isFormWidgetType(type)) expect(codegenOf(type).type).toBe(type);
  });

  it.each(TYPES)('%s: schemas/widgets/%s.schema.json, in the union of its design schema', (type) => {
    const file = `widgets/${type}.schema.json`;
    expect(existsSync(`${SCHEMAS_DIR}${file}`)).toBe(true);
    expect(readSchema(file).properties?.type?.const).toBe(type);
    expect(isFormWidgetType(type) ? FORM_UNION : PAGE_UNION).toContain(file);
  });
});
