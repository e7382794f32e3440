import ts from 'typescript';

/**
 * The type errors of a generated `<script setup>` checked alone against Vue's and the libraries' own
 * declarations (as src/designer/codegen/typecheck.test.ts checks the examples), `line N: message` each.
 *
 * @example
 * expect(typeErrorsOf(scriptSetupContent)).toEqual([]);
 */
export function typeErrorsOf(script: string): string[] {
  const file = `${process.cwd()}/src/widgets/shared/__typecheck__/picker.ts`;
  const source = `import { defineEmits } from 'vue';\n${script}\nexport {};\n`;
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
  host.getSourceFile = (name, language, ...rest) =>
    name === file
      ? ts.createSourceFile(name, source, language)
      : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? source : readFile.call(host, name));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    return `line ${line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}
