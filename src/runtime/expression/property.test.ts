import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluate, ExpressionError, interpret } from '.';

/**
 * Traps on every road out of the scope: reading `constructor` of a built-in prototype or a
 * `__sentinel` anywhere on the prototype chain or the global object flips `touched` while armed.
 */
let armed = false;
let touched: string[] = [];
const restore: Array<() => void> = [];

function trap(target: object, key: string, label: string): void {
  const original = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, {
    configurable: true,
    get() {
      if (armed) touched.push(label);
      return original?.value;
    },
  });
  restore.push(() => {
    if (original) Object.defineProperty(target, key, original);
    else delete (target as Record<string, unknown>)[key];
  });
}

beforeAll(() => {
  const prototypes = { Object, Function, Array, String, Number, Boolean };
  for (const [name, ctor] of Object.entries(prototypes))
    trap(ctor.prototype, 'constructor', `${name}.prototype.constructor`);
  trap(Object.prototype, '__sentinel', 'Object.prototype.__sentinel');
  trap(globalThis, '__sentinel', 'globalThis.__sentinel');
});
afterAll(() => restore.reverse().forEach((undo) => undo()));

const scope = {
  a: 1,
  b: 'text',
  c: { d: [1, 'two', { e: true }], f: null },
  $config: { apiBase: 'http://h/platform' },
};
const scopeValues = new Set<unknown>([scope, scope.c, scope.c.d, scope.c.d[2], scope.$config]);

function isAllowed(value: unknown): boolean {
  if (value === null) return true;
  const kind = typeof value;
  if (kind === 'string' || kind === 'number' || kind === 'boolean' || kind === 'undefined') return true;
  if (scopeValues.has(value)) return true;
  // Arrays built by an ArrayExpression hold only allowed values.
  return Array.isArray(value) && value.every(isAllowed);
}

function run(evaluateOnce: () => unknown): void {
  touched = [];
  armed = true;
  let result: unknown;
  let failure: unknown;
  try {
    result = evaluateOnce();
  } catch (error) {
    failure = error;
  } finally {
    armed = false;
  }
  expect(touched).toEqual([]);
  if (failure !== undefined) expect(failure).toBeInstanceOf(ExpressionError);
  else expect(isAllowed(result)).toBe(true);
}

const NAMES = ['a', 'b', 'c', 'd', 'e', 'f', '$config', 'apiBase', 'constructor', '__proto__', 'prototype'];
const ESCAPES = [
  '__sentinel',
  'this',
  'window',
  'globalThis',
  'Function',
  'eval',
  'map',
  'length',
  'toString',
  'valueOf',
];
const TOKENS = [
  ...NAMES,
  ...ESCAPES,
  '.',
  '?.',
  '[',
  ']',
  '(',
  ')',
  "'",
  '"',
  "'constructor'",
  "'__sentinel'",
].concat([
  '+',
  '-',
  '*',
  '!',
  '~',
  '?',
  ':',
  ',',
  '||',
  '&&',
  '??',
  '==',
  '===',
  '<',
  ' ',
  '0',
  '1',
  '1.5',
  '[]',
  "''",
]);

describe('the evaluator never reaches outside its scope', () => {
  it('for random token strings', () => {
    const source = fc.array(fc.constantFrom(...TOKENS), { maxLength: 24 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(source, (text) => run(() => evaluate(text, scope))),
      { numRuns: 3000 },
    );
  });

  it('for random member chains and calls', () => {
    const segment = fc.oneof(
      fc.constantFrom(...NAMES, ...ESCAPES).map((name) => `.${name}`),
      fc.constantFrom(...NAMES, ...ESCAPES).map((name) => `?.${name}`),
      fc.constantFrom(...NAMES, ...ESCAPES, '0').map((name) => `['${name}']`),
      fc.constantFrom('()', "('alert(1)')", '[0]'),
    );
    const root = fc.constantFrom(...NAMES, ...ESCAPES, "''", '[]', '1', '(a)');
    const chain = fc
      .tuple(root, fc.array(segment, { minLength: 1, maxLength: 5 }))
      .map(([r, parts]) => r + parts.join(''));
    fc.assert(
      fc.property(chain, (text) => run(() => evaluate(text, scope))),
      { numRuns: 3000 },
    );
  });

  it('for random character strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => run(() => evaluate(text, scope))),
      { numRuns: 2000 },
    );
  });

  it('for random syntax trees, including ones jsep would never produce', () => {
    const name = fc.constantFrom(...NAMES, ...ESCAPES, 'undefined');
    const { node } = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.record({ type: fc.constant('Identifier'), name }),
        fc.record({
          type: fc.constant('Literal'),
          value: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
        }),
        fc.record({ type: fc.constant('ThisExpression') }),
        fc.record({
          type: fc.constant('MemberExpression'),
          computed: fc.boolean(),
          optional: fc.boolean(),
          object: tie('node'),
          property: fc.oneof(fc.record({ type: fc.constant('Identifier'), name }), tie('node')),
        }),
        fc.record({
          type: fc.constant('CallExpression'),
          callee: tie('node'),
          arguments: fc.array(tie('node'), { maxLength: 2 }),
        }),
        fc.record({
          type: fc.constant('BinaryExpression'),
          operator: fc.constantFrom('+', '-', '==', '===', '||', '&&', '??', '<', 'in', 'instanceof', '='),
          left: tie('node'),
          right: tie('node'),
        }),
        fc.record({
          type: fc.constant('UnaryExpression'),
          operator: fc.constantFrom('!', '-', '+', '~', 'typeof', 'delete'),
          argument: tie('node'),
        }),
        fc.record({
          type: fc.constant('ConditionalExpression'),
          test: tie('node'),
          consequent: tie('node'),
          alternate: tie('node'),
        }),
        fc.record({
          type: fc.constant('ArrayExpression'),
          elements: fc.array(fc.option(tie('node'), { nil: null }), { maxLength: 3 }),
        }),
        fc.record({
          type: fc.constantFrom('Compound', 'NewExpression', 'AssignmentExpression'),
          body: fc.array(tie('node'), { maxLength: 2 }),
        }),
      ),
    }));
    fc.assert(
      fc.property(node, (ast) => run(() => interpret(ast, scope))),
      { numRuns: 3000 },
    );
  });
});
