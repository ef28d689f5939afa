// Flat config. The import rules are the architecture: apps/web/src is layered
// app -> features -> shared (brands sit beside app and may use shared only), and a
// feature reaches another feature only through that feature's `public/` folder.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const web = 'apps/web/src';
const featuresDir = `${web}/features`;
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const crossFeatureZones = features.flatMap((target) =>
  features
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./${featuresDir}/${target}`,
      from: `./${featuresDir}/${from}`,
      except: ['./public'],
      message: 'A feature uses another feature only through its public/ folder.',
    })),
);

// app/ composes the features: it too reaches a feature only through its public/ folder. Its
// tests may look inside (a test of every field of every flow reads the features' tables).
const appZones = features.map((from) => ({
  target: `./${web}/app`,
  from: `./${featuresDir}/${from}`,
  except: ['./public'],
  message: 'app/ uses a feature only through its public/ folder.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
      '**/*.d.mts',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./${web}/shared`,
              from: `./${web}/features`,
              message: 'shared/ never imports features.',
            },
            {
              target: `./${web}/shared`,
              from: `./${web}/app`,
              message: 'shared/ never imports app/.',
            },
            {
              target: `./${web}/shared`,
              from: `./${web}/brands`,
              message: 'shared/ never imports brands/.',
            },
            {
              target: `./${web}/features`,
              from: `./${web}/app`,
              message: 'features never import app/.',
            },
            {
              target: `./${web}/brands`,
              from: `./${web}/app`,
              message: 'brands never import app/.',
            },
            {
              target: `./${web}/brands`,
              from: `./${web}/features`,
              message: 'brands are data and look: no features.',
            },
            ...crossFeatureZones,
            ...appZones,
          ],
        },
      ],
    },
  },
  {
    // A feature's store hooks are typed with the state it reads (useX.withTypes<State>(), in
    // its store-hooks.ts or use-*-selector.ts): a bare call would type the state as unknown.
    files: [`${web}/features/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='Identifier'][callee.name=/^use(Dispatch|Selector|Store)$/]",
          message: "Use the feature's typed hook (useX.withTypes<State>()), not a bare one.",
        },
      ],
    },
  },
  {
    files: [`${web}/app/**/*.test.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: crossFeatureZones }],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/contract',
              from: './apps',
              message: 'The contract depends on nothing of the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
