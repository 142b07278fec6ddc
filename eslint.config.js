// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/build/**',
      '**/build-*/**',
      '.test-reports/**',
      '**/.tsbuild/**',
      '**/.react-router/**',
      'coverage/**',
      '.data/**',
      'playwright-report/**',
      'test-results/**',
      '.ci/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Randomness is a port (IdGenerator).',
        },
      ],
    },
  },
  {
    // React Router's loaders and their server helpers throw `data(...)` and redirect responses by design.
    files: ['packages/web/app/**/*.tsx', 'packages/web/app/**/*.server.ts'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  {
    // The domain never reads the clock: time is a parameter (ARCHITECTURE.md).
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'The domain takes time as a parameter.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'The domain takes time as a parameter.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'The domain takes randomness as a parameter.',
        },
      ],
    },
  },
  {
    // Tests may do anything (randomness included: elsewhere it is a port).
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'no-restricted-syntax': 'off',
    },
  },
  {
    files: [
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
      '**/vite.config.ts',
      '**/vitest.config.ts',
      '**/react-router.config.ts',
      'vitest.config.ts',
      'playwright.config.ts',
      'e2e/**',
      'bench/**',
    ],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The second channels type-check against the packed @kerching/domain, which exists only in the
    // temporary copy scripts/examples.mjs installs (their own tsc, NodeNext, no skipLibCheck): here
    // they get the syntactic rules only (ADR 0055).
    files: ['examples/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        performance: 'readonly',
        fetch: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
);
