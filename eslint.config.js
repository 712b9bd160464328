import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noFocusedTests = {
  'no-restricted-properties': [
    'error',
    { object: 'it', property: 'only', message: 'A focused test stops the rest of the suite.' },
    { object: 'test', property: 'only', message: 'A focused test stops the rest of the suite.' },
    {
      object: 'describe',
      property: 'only',
      message: 'A focused test stops the rest of the suite.',
    },
  ],
};

/** The libraries the kit keeps off sign-in and home: they belong to the tool or kit entry using them. */
const HEAVY_LIBRARIES = [
  '@fullcalendar/*',
  'chart.js',
  'react-chartjs-2',
  'leaflet',
  'react-leaflet',
  'jspdf',
  'jspdf-autotable',
  'pdf-lib',
  'pdfjs-dist',
  'write-excel-file',
  'signature_pad',
];

/** The kit's import rule, with the heavy libraries an entry of its own may use (`allowed`). */
const kitImports = (allowed = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['@locasuite/*/src/*', '@locasuite/mock-api', '@locasuite/cli'],
          message: 'Import packages by their public name only; web code never imports the server.',
        },
        {
          group: ['@locasuite/*', '!@locasuite/core'],
          message: 'The UI kit depends on core only: tools depend on the kit, not the reverse.',
        },
        {
          group: HEAVY_LIBRARIES.filter((name) => !allowed.includes(name)),
          message: 'Heavy libraries belong to the tool that needs them, loaded with its page.',
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/storybook-static/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'stories/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Scripts the service worker imports (workbox `importScripts`), served as they are.
    files: ['apps/shell/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...noFocusedTests,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'import-x/no-extraneous-dependencies': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'List public names explicitly: no `export *` (index files are the public API).',
        },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@mui/*'],
              message: 'core is framework-free: React belongs in ui and apps.',
            },
            {
              group: ['node:*'],
              message: 'core runs in the browser too: take Node features as parameters.',
            },
            {
              group: ['@locasuite/*'],
              message:
                'core depends on no other package of ours (core ← ui ← apps, core ← mock-api).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'core has no DOM: take what you need as a parameter.' },
        { name: 'document', message: 'core has no DOM: take what you need as a parameter.' },
        { name: 'localStorage', message: 'core has no DOM: take storage as a parameter.' },
        {
          name: 'process',
          message: 'core runs in the browser too: take configuration as a parameter.',
        },
        // Issue 8: core rules are pure, so a test states every input. The clock, chance, the
        // network and timers come in as parameters (`now`, `random`, `fetch`, a scheduler).
        ...['fetch', 'performance'].map((name) => ({
          name,
          message: 'core is pure: take `fetch` or the clock as a parameter (issue 8).',
        })),
        ...[
          'setTimeout',
          'setInterval',
          'setImmediate',
          'clearTimeout',
          'clearInterval',
          'clearImmediate',
        ].map((name) => ({
          name,
          message: 'core is pure: timers belong to the caller (ui, apps, mock-api) (issue 8).',
        })),
      ],
      // These two options replace the ones of the first block for core: they repeat them.
      'no-restricted-properties': [
        'error',
        ...noFocusedTests['no-restricted-properties'].slice(1),
        {
          object: 'Date',
          property: 'now',
          message: 'core is pure: take `now` as a parameter (issue 8).',
        },
        {
          object: 'Math',
          property: 'random',
          message: 'core is pure: take a random source as a parameter (issue 8).',
        },
        ...['fetch', 'setTimeout', 'setInterval', 'setImmediate'].map((property) => ({
          object: 'globalThis',
          property,
          message: 'core is pure: take it as a parameter (issue 8).',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'List public names explicitly: no `export *` (index files are the public API).',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            'core is pure: `new Date()` reads the clock; take `now` as a parameter (issue 8).',
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: 'core is pure: `Date()` reads the clock; take `now` as a parameter (issue 8).',
        },
      ],
    },
  },
  {
    files: ['mock-api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', '@mui/*', '@locasuite/ui', '@locasuite/cli'],
              message: 'mock-api is the server: no UI, and the CLI depends on it, not the reverse.',
            },
            {
              group: ['@locasuite/*/src/*'],
              message: 'Import packages by their public name only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@locasuite/*/src/*', '@locasuite/mock-api', '@locasuite/cli'],
              message:
                'Import packages by their public name only; web code never imports the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // Stories get their data from the server's own handlers (issue 8 item 5): they may import the
    // in-page server (`@locasuite/mock-api/in-page`, its Vitest opener `/in-page/testing` in test
    // files) and the server's pure seed generator, nothing else of the server. This block repeats
    // the web rule above: a later block replaces the option.
    files: ['stories/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@locasuite/*/src/*', '@locasuite/cli'],
              message:
                'Import packages by their public name only; web code never imports the server.',
            },
            {
              regex: '^@locasuite/mock-api(?!/in-page(/testing)?$)',
              message:
                'Stories reach the server only through the in-page server (@locasuite/mock-api/in-page).',
            },
            {
              regex: '^\\.\\.?/.*mock-api/(?!src/seed/browser$)',
              message:
                'Stories use only the browser-safe seed entry of mock-api (src/seed/browser).',
            },
          ],
        },
      ],
    },
  },
  {
    // Page tests run the real client against the server's handlers (issue 8 item 5): a test file
    // of a tool may open the in-page server in Vitest; the tool's own code never imports the server.
    // This block repeats the web rule above: a later block replaces the option.
    files: ['apps/*/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@locasuite/*/src/*', '@locasuite/cli'],
              message:
                'Import packages by their public name only; web code never imports the server.',
            },
            {
              regex: '^@locasuite/mock-api(?!/in-page/testing$)',
              message:
                'A page test reaches the server only through @locasuite/mock-api/in-page/testing.',
            },
          ],
        },
      ],
    },
  },
  {
    // The kit sits under every tool and on the sign-in page: no tool code, no heavy library.
    // This block repeats the web rule above: a later block replaces the option.
    files: ['ui/**/*.{ts,tsx}'],
    rules: kitImports(),
  },
  {
    // The field kit (`@locasuite/ui/field`) is an entry of its own, never loaded by sign-in or
    // home: it may use the libraries of work on site (the signature pad, the PDF). This block
    // repeats the kit's rule above without them: a later block replaces the option.
    files: ['ui/src/field/**/*.{ts,tsx}'],
    rules: kitImports(['jspdf', 'jspdf-autotable', 'signature_pad']),
  },
  {
    // The calendar (`@locasuite/ui/calendar`) is an entry of its own, loaded by the plannings
    // only, never by sign-in or home: it owns FullCalendar. This block repeats the kit's rule
    // above without it: a later block replaces the option.
    files: ['ui/src/calendar/**/*.{ts,tsx}'],
    rules: kitImports(['@fullcalendar/*']),
  },
  {
    // Issue 8: the shell owns the session. A tool that read or wrote the stored token itself
    // would behave its own way on a refused session; it gets `session` from the shell instead.
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['apps/shell/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({
          name,
          message:
            'Only the shell touches browser storage (issue 8): use the `session` the shell hands the page (user, onRefused, refreshUser).',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...noFocusedTests['no-restricted-properties'].slice(1),
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['localStorage', 'sessionStorage'].map((property) => ({
            object,
            property,
            message:
              'Only the shell touches browser storage (issue 8): use the `session` the shell hands the page (user, onRefused, refreshUser).',
          })),
        ),
      ],
    },
  },
  {
    // Issue 8: the French texts of a screen live in its `texts.ts` (or the kit's `words`), so
    // they are found, reviewed against the spec and tested in one place. This block repeats the
    // `export *` rule above: a later block replaces the option.
    files: ['apps/**/*.tsx', 'ui/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'List public names explicitly: no `export *` (index files are the public API).',
        },
        {
          selector: 'JSXText[value=/[A-Za-zÀ-ÖØ-öø-ÿ]/]',
          message:
            'No literal text in JSX: put it in the tool’s texts.ts (or use `words` from @locasuite/ui).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(label|title|placeholder|aria-label|helperText|alt|message)$/] > Literal[value=/[A-Za-zÀ-ÖØ-öø-ÿ]/]',
          message:
            'No literal text in JSX: put it in the tool’s texts.ts (or use `words` from @locasuite/ui).',
        },
      ],
    },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'tests/**/*.{ts,tsx}',
      'scripts/**/*.mjs',
      '*.config.{ts,js}',
      '**/vite.config.ts',
      'stories/.storybook/**',
    ],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true }],
    },
  },
);
