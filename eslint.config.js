import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Relative imports that leave domain/ for one of the app's folders, at any depth. */
const APP_FOLDERS = '^(\\.\\./)+(server|src|mock-api|e2e|scripts|bench)(/|$)';
/** Files that are the transport itself: they may import server/http/. */
const SERVER_TRANSPORT = [
  'server/http/**',
  'server/app.ts',
  'server/**/*.test.ts',
  'server/security/**',
  'server/test/**',
  'server/faults/**',
];

/** The browser never reaches into the server: what both need lives in domain/. */
const SRC_NOT_SERVER = {
  regex: '^(\\.\\./)+server(/|$)',
  message: 'src/ não importa server/: o que ambos usam fica em domain/.',
};

// A page that reads one lot or one user: their list rows are the lightest (a lot's 9 of its 166
// keys, a user's without projects), and useGetOne answers with the row first.
const ONE_LOT_OR_USER = {
  selector: "CallExpression[callee.name='useGetOne'][arguments.0.value=/^(lots|users)$/]",
  message: 'Use useWholeRecord (src/components/wholeRecord.tsx): a linha de uma lista não é o registro.',
};

// A page that reads a project by id: one query per project, shared with the route that waits for
// it (src/components/ProjectAdminRoute.tsx).
const ONE_PROJECT = {
  selector: "CallExpression[callee.name='useGetOne'][arguments.0.value='projects']",
  message: 'Use useProject (src/components/useProject.ts): a mesma consulta do projeto em todas as telas.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'coverage', 'e2e/artifacts', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // domain/ is pure: it runs in the browser and on the server alike, and imports nothing of the
    // app at any depth (docs/architecture.md: layers).
    files: ['domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'react',
                'react-*',
                'fastify',
                'fastify-*',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
              ],
              message: 'domain/ é puro: roda no navegador e no servidor.',
            },
            { regex: APP_FOLDERS, message: 'domain/ não importa nada da aplicação (server/, src/, mock-api/…).' },
          ],
        },
      ],
    },
  },
  {
    // src/: never the server (SRC_NOT_SERVER), and one way to a screen of one record.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [SRC_NOT_SERVER],
          // A screen of one record never takes a list's row for it (src/components/wholeRecord.tsx).
          paths: ['react-admin', 'ra-core', 'ra-ui-materialui'].map((name) => ({
            name,
            importNames: ['Show', 'ShowBase', 'Edit', 'EditBase'],
            message:
              'Use WholeShowBase, WholeEdit ou WholeEditBase (src/components/wholeRecord.tsx): a linha de uma lista não é o registro.',
          })),
        },
      ],
      'no-restricted-syntax': ['error', ONE_LOT_OR_USER, ONE_PROJECT],
    },
  },
  {
    // The one place that reads a project by id.
    files: ['src/components/useProject.ts'],
    rules: { 'no-restricted-syntax': ['error', ONE_LOT_OR_USER] },
  },
  {
    // The one place that wraps react-admin's record screens.
    files: ['src/components/wholeRecord.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SRC_NOT_SERVER] }] },
  },
  {
    // The mock API stands for the server in the SPA's tests: it is built from domain/, never from server/.
    files: ['mock-api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+server(/|$)',
              message: 'mock-api/ não importa server/: o que ambos usam fica em domain/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server never imports the browser app or the mock API.
    files: ['server/**/*.ts'],
    ignores: SERVER_TRANSPORT,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+(src|mock-api)(/|$)', message: 'server/ não importa src/ nem mock-api/.' },
            {
              regex: '(^|/)http/(?!access\\.ts$|input-guard\\.ts$|permission-matrix\\.requests\\.ts$)',
              message:
                'Serviços não dependem do transporte: erros em server/errors.ts, paginação em server/db/paging.ts, esquemas em domain/api/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The transport (routes, the app, tests) may import server/http/, never src/ or mock-api/.
    files: SERVER_TRANSPORT,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+(src|mock-api)(/|$)', message: 'server/ não importa src/ nem mock-api/.' }] },
      ],
    },
  },
);
