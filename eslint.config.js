// Lint for the whole repository. The import-direction zones below are the architecture's allowed arrows
// (docs/architecture-rules.md); tools/lint-rules.test.ts proves that they and the cycle check still bite.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettierConfig from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = ['**/*.{ts,tsx,js,mjs,cjs}'];

// Tests are the one place that may reach across folders (a server test compares with the client's request
// builder, a widget test renders through the app's test kit); they are still checked for cycles.
const TESTS = ['**/*.test.{ts,tsx}', 'src/test-utils/**', 'server/src/testing/**', 'tests/**'];

// `from` lists folders a file under `target` must not import. Anything not listed is allowed, which is how the
// arrows read: src → contract; widgets → src/runtime/widget-api, src/ui, contract; server → contract;
// tools → contract, server; contract → nothing of ours.
const zones = [
  {
    target: './contract',
    from: ['./src', './widgets', './server', './tools', './tests'],
    message: 'contract/ is shared by client, server and tools and imports nothing of ours outside contract/.',
  },
  {
    target: './src',
    from: ['./widgets', './server', './tools', './tests'],
    message: 'src/ (the client runtime) depends on contract/ only; widgets plug in through src/runtime/widget-api.',
  },
  {
    target: './widgets',
    from: ['./src'],
    except: ['./runtime/widget-api.ts', './runtime/widget-api', './ui'],
    message: 'Widgets reach the runtime only through src/runtime/widget-api and src/ui.',
  },
  {
    target: './widgets',
    from: ['./server', './tools', './tests'],
    message: 'Widgets depend on src/runtime/widget-api, src/ui and contract/ only.',
  },
  {
    target: './server',
    from: ['./src', './widgets', './tools', './tests'],
    message: 'The server depends on contract/ only: it never imports the client, widgets, tools or tests.',
  },
  {
    // Tools may import server code: seeding, layout lint, the schema store and migrations run the server's own
    // modules rather than copies of them.
    target: './tools',
    from: ['./src', './widgets', './tests'],
    message: 'tools/ depends on contract/ and server/ only.',
  },
];

// The server's modules (server/src/modules/<name>/) reach one another only through the other module's entry,
// its index.ts (`from '../lives'`); only a module's own files (and tests, test kits) see inside it. Read from the
// folder so a new module is covered without listing it here.
const SERVER_MODULES = readdirSync(new URL('./server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleEntryZones = SERVER_MODULES.map((name) => ({
  target: `./server/src/modules/${name}`,
  from: './server/src/modules',
  except: [`./${name}`, ...SERVER_MODULES.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: `Import another server module through its entry ('../<module>', its index.ts), not a file inside it; export what ${name}/ needs there.`,
}));
// server/src/shared/ is what many modules use and no feature owns (content cards, paging, rate limits): it sits
// below the modules and imports none of them.
const sharedZone = {
  target: './server/src/shared',
  from: './server/src/modules',
  message: 'server/src/shared/ sits below the modules and imports none of them; move the piece it needs into shared/.',
};
const SERVER_TEST_KITS = ['server/src/**/*-test-kit.ts', 'server/src/**/*-test-helpers.ts'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'coverage/**',
      'data/**',
      '.data-test*/**',
      '.tmp/**',
      'node_modules/**',
      'contract/generated/validators.js',
      'contract/generated/widget-validators/**',
      'contract/generated/**/*.d.ts',
      'server/drizzle/**',
      'server/src/seed/assets/**',
      'public/**',
    ],
  },
  {
    files: CODE,
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: ['server/src/modules/**', 'server/src/shared/**'],
    ignores: [...TESTS, ...SERVER_TEST_KITS],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...moduleEntryZones, sharedZone] }],
    },
  },
  {
    // Generated from the JSON Schemas (json-schema-to-typescript): an endpoint that takes no arguments comes out
    // as an empty interface. The fix belongs in the generator, not in hand edits of its output.
    files: ['contract/generated/**'],
    rules: { '@typescript-eslint/no-empty-object-type': 'off' },
  },
  {
    files: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [zones[0]] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks. The plugin's React Compiler checks (refs, set-state-in-effect, purity…) are not on:
    // the app is not compiled with the React Compiler, and they ask for rewrites rather than catch bugs here.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**', 'widgets/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The server's data layer (docs/architecture-rules.md): SQL lives only in `*.repository.ts`, which return rows;
    // services and routes shape answers from those rows and never build a query themselves.
    files: ['server/src/modules/**/*.ts', 'server/src/shared/**/*.ts'],
    ignores: ['server/src/**/*.repository.ts', 'server/src/**/*-test-kit.ts', ...TESTS],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'Queries belong in a *.repository.ts of the module; call the repository from here.',
            },
          ],
        },
      ],
    },
  },
  {
    // Repositories return rows: formatting dates, sanitising HTML, loading cards and paging answers are the
    // service's work, so a repository never imports the modules that do them.
    files: ['server/src/modules/**/*.repository.ts', 'server/src/shared/**/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/content/content-format', '**/shared/content/content-items', '**/html/*', '**/*.service', '**/rich-html', '**/*.routes'],
              message: "A repository returns rows; shape the API answer in the module's service.",
            },
            {
              group: ['**/shared/paging'],
              importNames: ['pageOf', 'beyondEnd'],
              message: "A repository returns rows; build the page answer in the module's service.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**', 'tools/**', 'tests/**', '*.config.{ts,js}', 'contract/generated/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettierConfig,
);
