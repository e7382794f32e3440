/**
 * Test helpers for the code generator and the widgets' emitters: a form around some widgets, and the
 * SFC compiled the way a Vue build compiles it, with every error and warning collected.
 */
import { compileScript, compileStyle, compileTemplate, parse } from '@vue/compiler-sfc';
import type { FormConfig, FormDesign, Widget } from '../../../schemas';
import { generate } from './index';
import type { Ui } from './types';

/**
 * A design holding `list`, with the designer's usual config.
 *
 * @example
 * formWith({ type: 'rate', name: '评分', key: 'rate_1', model: 'score', options: {} })
 */
export function formWith(list: Widget | Widget[], config: FormConfig = {}): FormDesign {
  return { list: Array.isArray(list) ? list : [list], config: { labelWidth: 100, ...config } };
}

/** What compiling an SFC reported. */
export interface Compiled {
  problems: string[];
  /** The compiled component's code (script with the template inlined), when it compiled. */
  code: string;
}

/**
 * Compiles an SFC as @vitejs/plugin-vue does — parse, compileScript, compileTemplate with the script's
 * bindings, compileStyle, and compileScript with the template inlined — collecting errors, tips and warnings
 * (the compiler also warns through console.warn).
 *
 * @example
 * expect(compileSfc(generate(design, { ui: 'element', format: 'vue' })).problems).toEqual([]);
 */
export function compileSfc(source: string, filename = 'GeneratedForm.vue'): Compiled {
  const problems: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void problems.push(`warn: ${args.map(String).join(' ')}`);
  let code = '';
  try {
    const { descriptor, errors } = parse(source, { filename });
    problems.push(...errors.map((e) => `parse: ${e.message}`));
    const script = compileScript(descriptor, { id: 'generated', inlineTemplate: false });
    problems.push(...(script.warnings ?? []).map((w) => `script: ${w}`));
    const template = compileTemplate({
      source: descriptor.template?.content ?? '',
      filename,
      id: 'generated',
      compilerOptions: {
        bindingMetadata: script.bindings,
        isTS: true,
        onWarn: (w) => void problems.push(`template warning: ${w.message}`),
      },
    });
    problems.push(...template.errors.map((e) => `template: ${typeof e === 'string' ? e : e.message}`));
    problems.push(...template.tips.map((t) => `tip: ${t}`));
    for (const block of descriptor.styles) {
      const style = compileStyle({
        source: block.content,
        filename,
        id: 'data-v-generated',
        scoped: block.scoped,
      });
      problems.push(...style.errors.map((e) => `style: ${e.message}`));
    }
    code = compileScript(descriptor, { id: 'generated', inlineTemplate: true }).content;
  } catch (error) {
    problems.push(`threw: ${(error as Error).message}`);
  } finally {
    console.warn = warn;
  }
  return { problems, code };
}

/**
 * The SFC of `design` for both libraries, compiled: a map of library to what the compiler reported.
 *
 * @example
 * expect(compileBoth(formWith(widget))).toEqual({ element: [], antd: [] });
 */
export function compileBoth(design: FormDesign): Record<Ui, string[]> {
  return {
    element: compileSfc(generate(design, { ui: 'element', format: 'vue' })).problems,
    antd: compileSfc(generate(design, { ui: 'antd', format: 'vue' })).problems,
  };
}
