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

const crossFeatureZonesExcept = (except, message) =>
  features.flatMap((target) =>
    features
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./${featuresDir}/${target}`,
        from: `./${featuresDir}/${from}`,
        except,
        message,
      })),
  );
const crossFeatureZones = crossFeatureZonesExcept(
  ['./public'],
  'A feature uses another feature only through its public/ folder.',
);

// app/ composes the features: it too reaches a feature only through its public/ folder. Its
// tests may look inside (a test of every field of every flow reads the features' tables).
const appZones = features.map((from) => ({
  target: `./${web}/app`,
  from: `./${featuresDir}/${from}`,
  except: ['./public'],
  message: 'app/ uses a feature only through its public/ folder.',
}));

// Test code: test files, test-support/ folders (helpers, doubles, fixtures for tests) and the
// test setup. Everything else under the apps' and packages' src/ folders is production code.
const testCode = [
  '**/*.test.{ts,tsx}',
  '**/*.spec.{ts,tsx}',
  '**/test-support/**',
  `${web}/test-setup.ts`,
];
const productionCode = [`${web}/**/*.{ts,tsx}`, 'apps/api/src/**/*.ts', 'packages/*/src/**/*.ts'];

// Test frameworks and the other packages only tests use (devDependencies of the package.json
// files): production code must not pull them, or the code built on them, into a build.
const testOnlyPackages = {
  regex:
    '^(vitest|@vitest|@testing-library|@playwright/test|playwright(-core)?|jsdom|happy-dom|msw|fast-check|autocannon|@axe-core|axe-core|lighthouse)(/|$)',
  message: 'A test-only package: use it in tests and test-support/ folders only.',
};
const testSupport = {
  regex: '(^|/)test-support(/|$)',
  message: 'test-support/ is for tests: production code never imports it.',
};

// The web app reads Vite's import.meta.env in shared/config/build-env.ts only, which checks it.
const importMetaEnv = {
  selector:
    "MemberExpression[object.type='MetaProperty'][object.meta.name='import'][object.property.name='meta'][property.name='env']",
  message: 'Read the build environment from @/shared/config/build-env, which checks it.',
};
const bareStoreHooks = {
  selector:
    "CallExpression[callee.type='Identifier'][callee.name=/^use(Dispatch|Selector|Store)$/]",
  message: "Use the feature's typed hook (useX.withTypes<State>()), not a bare one.",
};

const layerZones = [
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
];

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
        { zones: [...layerZones, ...crossFeatureZones, ...appZones] },
      ],
    },
  },
  {
    // A feature's tests and test helpers may also use another feature's test-support/ folder
    // (the application feature's store and lead API double), still nothing else of its inside.
    files: [`${featuresDir}/**/*.test.{ts,tsx}`, `${featuresDir}/*/test-support/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            ...crossFeatureZonesExcept(
              ['./public', './test-support'],
              "A feature's tests use another feature only through its public/ and test-support/ folders.",
            ),
          ],
        },
      ],
    },
  },
  {
    // Production code imports no test framework and no test helper.
    files: productionCode,
    ignores: testCode,
    rules: {
      'no-restricted-imports': ['error', { patterns: [testOnlyPackages, testSupport] }],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: [...testCode, `${web}/shared/config/build-env.ts`],
    rules: {
      'no-restricted-syntax': ['error', importMetaEnv],
    },
  },
  {
    // A feature's store hooks are typed with the state it reads (useX.withTypes<State>(), in
    // its store-hooks.ts or use-*-selector.ts): a bare call would type the state as unknown.
    // The same rule's options replace those of the block above, so they are repeated here.
    files: [`${featuresDir}/**/*.{ts,tsx}`],
    ignores: testCode,
    rules: {
      'no-restricted-syntax': ['error', bareStoreHooks, importMetaEnv],
    },
  },
  {
    files: [`${featuresDir}/*/test-support/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': ['error', bareStoreHooks],
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
