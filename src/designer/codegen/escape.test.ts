import { parse as parseSfc } from '@vue/compiler-sfc';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { FormDesign } from '../../../schemas';
import { generate } from './index';
import { compileBoth } from './testing';

/** User text that would break out of an attribute, a string, a comment, a script or a template. */
const HOSTILE = [`</script><script>alert(1)</script>`, `"'{{ 1 + 1 }}`, `*/ <!-- \${x} \\ \n&lt; &amp`];

function hostileDesign(text: string): FormDesign {
  return {
    list: [
      {
        type: 'input',
        name: text,
        key: 'input_1',
        model: 'name',
        options: { placeholder: text, defaultValue: text, required: true },
      },
      { type: 'text', name: '说明', key: 'text_1', model: 'notice', options: { defaultValue: text } },
      {
        type: 'select',
        name: '选择',
        key: 'select_1',
        model: 'pick',
        options: { showLabel: true, options: [{ value: text, label: text }] },
      },
      {
        type: 'time',
        name: '时段',
        key: 'time_1',
        model: 'span',
        options: { isRange: true, startPlaceholder: text },
      },
      {
        type: 'cascader',
        name: text,
        key: 'cascader_1',
        model: 'area',
        options: { remote: false, remoteOptions: [{ value: 'a', label: text }] },
      },
      {
        type: 'checkbox',
        name: '多选',
        key: 'checkbox_1',
        model: 'many',
        options: { remote: true, remoteFunc: 'load', props: { value: 'id', label: text } },
      },
    ],
    config: {},
  };
}

/** Every string literal's value in a script, as TypeScript reads it. */
function stringLiterals(code: string): { values: string[]; syntaxErrors: number } {
  const file = ts.createSourceFile('script.ts', code, ts.ScriptTarget.ES2022, true);
  const values: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) values.push(node.text);
    node.forEachChild(visit);
  };
  visit(file);
  const diagnostics = (file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics;
  return { values, syntaxErrors: diagnostics.length };
}

interface TemplateNode {
  type: number;
  tag?: string;
  content?: string;
  props?: Array<{ type: number; name: string; value?: { content: string } }>;
  children?: TemplateNode[];
}

function walk(node: TemplateNode, visit: (node: TemplateNode) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

describe('user text in generated code', () => {
  it.each(HOSTILE)('stays text in the SFC: %j', (text) => {
    const design = hostileDesign(text);
    expect(compileBoth(design)).toEqual({ element: [], antd: [] });
    for (const ui of ['element', 'antd'] as const) {
      const { descriptor } = parseSfc(generate(design, { ui, format: 'vue' }));
      const script = descriptor.scriptSetup!.content;
      expect(script).toContain('function reset()');
      const literals = stringLiterals(script);
      expect(literals.syntaxErrors).toBe(0);
      expect(literals.values).toContain(text);
      expect(literals.values).toContain(`${text}必须填写`);

      const labels: string[] = [];
      const texts: string[] = [];
      const interpolations: string[] = [];
      walk(descriptor.template!.ast as unknown as TemplateNode, (node) => {
        // Vue condenses whitespace in text, as HTML shows it.
        if (node.type === 2) texts.push(node.content!.trim());
        if (node.type === 5) interpolations.push(JSON.stringify(node.content));
        for (const prop of node.props ?? []) {
          if (prop.type === 6 && ['label', 'placeholder'].includes(prop.name))
            labels.push(prop.value!.content);
        }
      });
      expect(labels).toContain(text);
      expect(texts).toContain(text.replace(/\s+/g, ' ').trim());
      // A record field may be named by user text, but only ever as a string, never as code.
      expect(interpolations.join(' ')).not.toContain('BinaryExpression');
    }
  });

  it.each(HOSTILE)('cannot end the script or the template of the HTML page: %j', (text) => {
    for (const ui of ['element', 'antd'] as const) {
      const page = generate(hostileDesign(text), { ui, format: 'html', title: text });
      const scripts = [...page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)];
      const inline = scripts.filter(([tag]) => !/src=/.test(tag));
      expect(inline).toHaveLength(2);
      for (const [, body] of inline) expect(body).not.toMatch(/<\/script|<!--/i);
      expect(stringLiterals(inline[1]![1]!).syntaxErrors).toBe(0);
      const title = text
        .replace(/\s+/g, ' ')
        .replace(/&(?=[#\w])/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
      expect(page).toContain(`<title>${title.replace(/\{\{/g, '&#123;&#123;')}</title>`);
    }
  });
});
