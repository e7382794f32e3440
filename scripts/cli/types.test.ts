import { readFileSync } from 'node:fs';
import { parse } from '@vue/compiler-sfc';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { generate } from '../../src/designer/codegen/index';
import type { FormDesign } from '../../schemas/index';
import { modelTypes } from './types';

const DESIGNS = ['every-widget', 'nested-grids', 'form-making-export', 'small-form'];

/** TypeScript's diagnostics for one in-memory module. */
function diagnose(source: string): string[] {
  const file = '/virtual/model.ts';
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    types: [],
    lib: ['lib.es2022.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === file
      ? ts.createSourceFile(name, source, language)
      : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('dougong types', () => {
  it.each(DESIGNS)(
    'prints an interface of %s that tsc accepts and that is the model the generated SFC emits',
    async (name) => {
      const design = JSON.parse(readFileSync(`examples/${name}.design.json`, 'utf8')) as FormDesign;
      const printed = await modelTypes(design);
      expect(printed).toContain('export interface FormModel {');
      expect(diagnose(printed)).toEqual([]);
      for (const ui of ['element', 'antd'] as const) {
        const script = parse(generate(design, { ui, format: 'vue' })).descriptor.scriptSetup!.content;
        // The SFC types its submit event with this interface: defineEmits<{ submit: [model: FormModel] }>.
        const emitted = /^interface FormModel \{[\s\S]*?^\}/m.exec(script)![0];
        expect(script).toContain('defineEmits<{ submit: [model: FormModel] }>()');
        const same =
          `${printed}\nnamespace Emitted {\n  export ${emitted}\n}\n` +
          'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;\n' +
          'export const same: Same<FormModel, Emitted.FormModel> = true;\n' +
          'export const keys: Same<keyof FormModel, keyof Emitted.FormModel> = true;\n';
        expect(diagnose(same), `${name} ${ui}`).toEqual([]);
      }
    },
  );

  it('would notice a difference', () => {
    const source =
      'export interface FormModel { a: string }\nnamespace Emitted { export interface FormModel { a: string | null } }\n' +
      'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;\n' +
      'export const same: Same<FormModel, Emitted.FormModel> = true;\n';
    expect(diagnose(source)).not.toEqual([]);
  });
});
