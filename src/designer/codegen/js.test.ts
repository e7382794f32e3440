import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parsePattern } from '../../../schemas/patterns';
import { commentText, jsString, jsValue, member, regexLiteral } from './js';
import { escapeAttribute, escapeText, h, printMarkup, text } from './markup';

/** The value TypeScript reads from `source` as the initializer of a constant, and whether it parsed. */
function read(source: string): { node: ts.Expression; errors: number } {
  const file = ts.createSourceFile('x.ts', `const x = ${source};`, ts.ScriptTarget.ES2022, true);
  const statement = file.statements[0] as ts.VariableStatement;
  const errors = (file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length;
  return { node: statement.declarationList.declarations[0]!.initializer!, errors };
}

describe('jsString', () => {
  it('reads back as the same text, and never spells </, <!, {{ or }}', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const literal = jsString(value);
        const { node, errors } = read(literal);
        expect(errors).toBe(0);
        expect((node as ts.StringLiteral).text).toBe(value);
        expect(literal).not.toMatch(/<\/|<!|\{\{|\}\}|[\n\r\u2028\u2029]/);
      }),
    );
  });

  it('keeps ordinary text readable', () => {
    expect(jsString("它's <p>一段</p>")).toBe("'它\\'s <p>一段<\\/p>'");
  });
});

describe('jsValue', () => {
  it('prints objects with bare keys, on one line when short, else one item a line', () => {
    expect(jsValue({ value: 'a', 'odd-key': 1, list: [true, null] })).toBe(
      "{ value: 'a', 'odd-key': 1, list: [true, null] }",
    );
    expect(jsValue(Array.from({ length: 12 }, (_, i) => ({ value: `option_${i}` })))).toContain(
      "\n  { value: 'option_0' },\n",
    );
  });

  it('reads back as the same JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(read(jsValue(value)).errors).toBe(0);
      }),
    );
  });
});

describe('member', () => {
  it('uses a dot for identifiers and brackets otherwise', () => {
    expect(member('item', 'name')).toBe('item.name');
    expect(member('item', 'user-name')).toBe("item['user-name']");
  });
});

describe('regexLiteral', () => {
  it("reads form-making's /…/flags literals and bare sources", () => {
    expect(regexLiteral('/^1[3-9]\\d{9}$/')).toBe('/^1[3-9]\\d{9}$/');
    expect(regexLiteral('^\\d+$')).toBe('/^\\d+$/');
    expect(regexLiteral('/^abc$/i')).toBe('/^abc$/i');
    expect(regexLiteral('a/b')).toBe('/a\\/b/');
    expect(regexLiteral('([')).toBeNull();
    expect(regexLiteral('/+/')).toBeNull(); // a literal whose source '+' does not compile
  });

  it('matches what the pattern matches, and never spells </ or <!', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[<>/!a-z\\.*+?()[\]^$-]{0,12}$/),
        fc.string({ maxLength: 8 }),
        (pattern, sample) => {
          // Read as the renderer reads it: '/+/' is a (broken) literal, not the source '/+/'.
          const { source, flags } = parsePattern(pattern);
          let expected: RegExp;
          try {
            expected = new RegExp(source, flags);
          } catch {
            expect(regexLiteral(pattern)).toBeNull();
            return;
          }
          const literal = regexLiteral(pattern)!;
          expect(literal).not.toMatch(/<\/|<!/);
          const { node, errors } = read(literal);
          expect(errors).toBe(0);
          const parsed = /^\/([\s\S]*)\/(\w*)$/.exec((node as ts.RegularExpressionLiteral).text)!;
          expect(new RegExp(parsed[1]!, parsed[2]).test(sample)).toBe(expected.test(sample));
        },
      ),
    );
  });
});

describe('commentText', () => {
  it('cannot end a comment or a script, nor break the line', () => {
    expect(commentText('a */ b\nc </script> <!--')).toBe('a *\\/ b c <\\/script> <\\!--');
  });
});

describe('markup', () => {
  it('escapes attribute values and text for the template compiler', () => {
    expect(escapeAttribute('say "hi" & &amp; </x>')).toBe('say &quot;hi&quot; & &amp;amp; &lt;/x>');
    expect(escapeText('{{ a }} <b> &lt;')).toBe('&#123;&#123; a }} &lt;b&gt; &amp;lt;');
  });

  it('prints short elements on one line and long ones with an attribute a line', () => {
    expect(
      printMarkup([
        h('el-input', { 'v-model': 'model.a', clearable: true, ':maxlength': 5, disabled: false }),
      ]),
    ).toBe('<el-input v-model="model.a" clearable :maxlength="5" />');
    const long = printMarkup([h('el-input', { placeholder: 'x'.repeat(80), clearable: true })], '  ');
    expect(long).toBe(`  <el-input\n    placeholder="${'x'.repeat(80)}"\n    clearable\n  />`);
    expect(printMarkup([h('span', {}, [text('说明')])])).toBe('<span>说明</span>');
  });
});
