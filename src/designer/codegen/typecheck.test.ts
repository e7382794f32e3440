import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from '@vue/compiler-sfc';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { FormDesign, Widget } from '../../../schemas';
import { generate } from './index';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Options the examples leave out, one widget each, so every branch of every emitter is type-checked. */
const VARIANTS: Widget[] = [
  ...(['year', 'month', 'date', 'dates', 'datetime', 'datetimerange', 'daterange'] as const).flatMap(
    (type, i) =>
      [false, true].map((timestamp): Widget => ({
        type: 'date',
        name: type,
        key: `date_${i}_${timestamp}`,
        model: `d${i}${timestamp ? 'ts' : ''}`,
        options: { type, timestamp },
      })),
  ),
  { type: 'time', name: '时段', key: 'time_1', model: 'span', options: { isRange: true, readonly: true } },
  {
    type: 'input',
    name: '金额',
    key: 'input_1',
    model: 'amount',
    options: { dataType: 'float', showPassword: true },
  },
  {
    type: 'select',
    name: '单选',
    key: 'select_1',
    model: 'one',
    options: { remote: true, remoteFunc: 'loadOne', clearable: true },
  },
  {
    type: 'select',
    name: '多选',
    key: 'select_2',
    model: 'many',
    options: { multiple: true, options: [{ value: 1 }, { value: 'b' }] },
  },
  {
    type: 'checkbox',
    name: '远端',
    key: 'checkbox_1',
    model: 'remoteMany',
    options: { remote: true, props: { value: 'user-id', label: 'name' } },
  },
  {
    type: 'select',
    name: '字典',
    key: 'select_3',
    model: 'gender',
    options: { optionSource: 'dict', dictCode: 'sex', multiple: true },
  },
  {
    type: 'radio',
    name: '数字',
    key: 'radio_1',
    model: 'level',
    options: { options: [{ value: 1 }, { value: 2 }] },
  },
  {
    type: 'imgupload',
    name: '七牛',
    key: 'imgupload_1',
    model: 'pics',
    options: {
      isQiniu: true,
      domain: 'https://cdn.example.com',
      tokenFunc: 'getToken',
      isDelete: true,
      min: 1,
    },
  },
  { type: 'blank', name: '对象', key: 'blank_1', model: 'extra', options: { defaultType: 'Object' } },
  {
    type: 'slider',
    name: '区间',
    key: 'slider_1',
    model: 'range',
    options: { range: true, showInput: true },
  },
  {
    type: 'input',
    name: '确认',
    key: 'input_2',
    model: 'nested.confirm',
    options: {},
    rules: [{ equalTo: 'amount' }],
  },
];

function designs(): Array<[string, FormDesign]> {
  const examples = readdirSync(join(ROOT, 'examples'))
    .filter((file) => file.endsWith('.design.json'))
    .map((file): [string, FormDesign] => [
      file,
      JSON.parse(readFileSync(join(ROOT, 'examples', file), 'utf8')) as FormDesign,
    ]);
  return [...examples, ['variants', { list: VARIANTS, config: {} }]];
}

/**
 * The `<script setup>` of each generated SFC, type-checked by TypeScript against Vue's, Element Plus's
 * and Ant Design Vue's own declarations (defineEmits is imported, as the compiler would provide it).
 */
function typeErrors(): Map<string, string[]> {
  const files = new Map<string, string>();
  for (const [name, design] of designs()) {
    for (const ui of ['element', 'antd'] as const) {
      const script = parse(generate(design, { ui, format: 'vue' })).descriptor.scriptSetup!.content;
      files.set(
        join(ROOT, 'src/designer/codegen/__typecheck__', `${name}.${ui}.ts`),
        `import { defineEmits } from 'vue';\n${script}\nexport {};\n`,
      );
    }
  }
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (file, language, ...rest) =>
    files.has(file)
      ? ts.createSourceFile(file, files.get(file)!, language)
      : getSourceFile.call(host, file, language, ...rest);
  host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  const program = ts.createProgram([...files.keys()], options, host);
  const errors = new Map<string, string[]>();
  for (const file of files.keys()) {
    const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(file));
    errors.set(
      file.split('/').pop()!,
      diagnostics.map((d) => {
        const line =
          d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
        return `line ${line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      }),
    );
  }
  return errors;
}

describe('the generated script', () => {
  it(
    'type-checks against the libraries’ own types, for every example and option branch',
    { timeout: 60_000 },
    () => {
      const errors = typeErrors();
      expect(errors.size).toBe(2 * designs().length);
      for (const [file, list] of errors) expect(list, file).toEqual([]);
    },
  );
});
