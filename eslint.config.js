import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries of ARCHITECTURE.md, enforced where they are written down. */
const noServer = { group: ['**/server/**'], message: 'src/ never imports server/ (ARCHITECTURE.md).' };
const noSrc = { group: ['**/src/**'], message: 'server/ never imports src/ (ARCHITECTURE.md).' };
const noWidgets = {
  group: ['**/widgets', '**/widgets/**', '**/pages-json/**'],
  message: 'src/runtime imports no widget and no page: widgets are handed to it (ARCHITECTURE.md).',
};
/** Test-only code stays out of the browser tree: tests, *.testing.* helpers and src/test/ only. */
const testOnly = {
  patterns: [
    {
      group: ['@testing-library/*'],
      message: 'Testing Library is for tests: name the file *.test.* / *.testing.* or put it in src/test/.',
    },
    {
      regex: '^node:',
      message: 'src/ runs in the browser: node:* modules only in tests (*.test.*, *.testing.*, src/test/).',
    },
    {
      group: ['**/*.testing', '**/test/*'],
      message: 'Production code never imports a test helper (*.testing.*, src/test/).',
    },
  ],
};
const noCore = {
  // Relative paths up to src/core (not @formily/core, a package).
  regex: '^(\\.\\./)+core(/|$)|(^|/)src/core(/|$)',
  message:
    'src/runtime and src/widgets reach the app only through the host (useDataHost, HostProvider): no import of src/core (ARCHITECTURE.md "The data seam").',
};
const noReact = {
  group: ['react', 'react-dom', 'react/*', 'antd', 'antd/*', '@formily/react', '@formily/antd-v5'],
  message: 'src/designer/codegen is pure TypeScript without React (STYLE.md rule 4).',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'schemas/generated',
      'test-results',
      'playwright-report',
      'data',
      'tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [noServer] }],
    },
  },
  {
    // A second rule (typescript-eslint's twin of no-restricted-imports), so the boundaries above and this ban
    // do not replace each other in the blocks that narrow no-restricted-imports per folder.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.testing.{ts,tsx}', 'src/test/**', 'src/test-setup.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', testOnly] },
  },
  {
    files: ['src/runtime/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noWidgets, noCore] }] },
  },
  {
    files: ['src/widgets/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noCore] }] },
  },
  {
    files: ['src/designer/codegen/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noReact] }] },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/api/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-imports': ['error', { patterns: [noSrc] }] },
  },
  {
    files: ['scripts/**/*.{ts,mjs}'],
    // The CLI may import the pure code generator, nothing else of src/. A regex, because gitignore-style
    // negations ('!**/src/designer/codegen/**') cannot re-include files below an excluded src/.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(?!designer/codegen(/|$)|widgets/[^/]+/codegen)',
              message: noSrc.message,
            },
          ],
        },
      ],
    },
  },
  {
    // The render benchmark's browser page draws forms with the real runtime and widgets.
    files: ['scripts/bench/render/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tests/e2e/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
