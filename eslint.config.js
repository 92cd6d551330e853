import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Tests, their helpers and the benchmarks: where an HTTP or GraphQL reply is read as untyped JSON on purpose. */
const TEST_FILES = [
  'bench/**/*.ts',
  '**/*.test.ts',
  '**/*.test.tsx',
  'tests/**/*.ts',
  '**/src/test/**/*.ts',
  '**/test-support.ts',
  'client/src/test-utils/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/__generated__/**',
      'data/**',
      '.tmp/**',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['codegen.ts', 'vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A promise is awaited, returned, or marked `void` where nobody waits for it on purpose.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // A form's or a button's async handler is how React is given work it does not wait for.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Apollo plugin hooks and fastify handlers are async by contract even when nothing inside
      // waits; the real mistakes (a promise nobody awaits or handles) are caught by the two above.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Big files are split along their seams (#31): no source file over 400 lines and no function over
    // 150, except the drizzle schema (one table list) and the pure pricing module.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: [
      ...TEST_FILES,
      'api/src/db/schema.ts',
      'gateway/src/pricing/quote.ts',
      '**/seed-scale/**',
      '**/demo/**',
    ],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 150 }],
    },
  },
  {
    // Plain JavaScript (configs, scripts) is not part of a TypeScript project.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests assert on replies parsed from JSON: the assertion is the check, so reading them as
    // untyped values is allowed there (and only there). Promises must still be awaited.
    files: TEST_FILES,
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Fake servers in tests answer from async event listeners.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },
  {
    // One feedback component for failures (client/src/lib/feedback/ErrorAlert.tsx, fed by
    // useErrorFeedback over lib/graphqlErrors.ts): no hand-rolled red or role="alert" Alert elsewhere.
    // Non-error Alerts (yellow notes, green notices, role="status") stay allowed; what needs attention
    // without having failed is WarningAlert, beside ErrorAlert. No file is exempt.
    files: ['client/src/**/*.tsx'],
    ignores: [...TEST_FILES, 'client/src/lib/feedback/ErrorAlert.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Alert'] > JSXAttribute[name.name='color'][value.value=/^red/]",
          message:
            'A failure is shown by ErrorAlert (client/src/lib/feedback/ErrorAlert.tsx), not a hand-rolled red Alert.',
        },
        {
          selector:
            "JSXOpeningElement[name.name='Alert'] > JSXAttribute[name.name='role'][value.value='alert']",
          message:
            'A failure is shown by ErrorAlert (client/src/lib/feedback/ErrorAlert.tsx), not a hand-rolled role="alert" Alert.',
        },
      ],
    },
  },
);
