// ESLint flat config: TypeScript (type-aware where cheap), React hooks, JSX accessibility, Astro.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Import patterns the server's boundaries below share: [regex, message, allowTypeImports].
const leadsNotCli = ['(^|/)(cli|admin)/', 'server/leads is used by the CLI and the admin socket, never the reverse (decision 0032).'];
const noTemplates = [
  '(^|/)mail/templates/',
  'The lead side stores data; subjects and bodies are made from it by the mail deliverer at send time (decision 0032).',
];
const srcBoundary = [
  '(^|/)src/(?!forms/|i18n/|site\\.config\\.ts$|content/(positions|read-json-file)\\.ts$|content/schemas/(claims|contact)\\.ts$)',
  'server/ shares only src/forms, src/i18n, src/site.config.ts, the job positions (src/content/positions.ts, read-json-file.ts) and the schemas of the content it reads per publish (src/content/schemas/claims.ts, contact.ts) with the site (decisions 0015, 0028, 0038).',
];
const storageFiles = ['server/db/**', 'server/leads/store/**', 'server/leads/cv/store.ts'];
const noSql = [
  '^drizzle-orm(/|$)|(^|/)db/schema((\\.ts)?$|/)',
  'SQL belongs to storage (server/db, server/leads/store, the CV byte store server/leads/cv/store.ts): call them; the schema may be imported for its types only (decision 0044).',
  true,
];

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'var/', 'test-results/', 'playwright-report/', 'coverage/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Safari drops list semantics from lists styled with list-style: none; keep role="list".
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  // The boundary between the site and the server (decision 0015): the server imports only the
  // form schemas and limits (src/forms), the locales, paths and UI strings (src/i18n), the brand
  // and claims (src/site.config.ts), the positions' reader (src/content/positions.ts, with
  // src/content/read-json-file.ts) and the schemas of the other content it reads per publish
  // (src/content/schemas/claims.ts, contact.ts). server/content/published-content.ts reads those
  // files (branches.json, contact/*.json, claims.json, positions/) from a source tree by path,
  // never by import (decision 0038). The site imports nothing of the server.
  // Only storage speaks SQL (decision 0044): server/db, the lead store and the CV byte store
  // (its PostgreSQL rows); everything else in server/ may import the schema for its types only.
  // Both boundaries share this rule; the one-way dependencies below use the core rule of the
  // same name, because ESLint does not merge one rule's options across config objects.
  ...[
    [{ files: ['server/**/*.ts'], ignores: storageFiles }, [srcBoundary, noSql]],
    [{ files: storageFiles }, [srcBoundary]],
  ].map(([scope, patterns]) => ({
    ...scope,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: patterns.map(([regex, message, allowTypeImports = false]) => ({ regex, message, allowTypeImports })) },
      ],
    },
  })),
  // Dependencies inside server/ point one way (decision 0032). The npm run leads CLI (server/cli)
  // and the running server's admin socket (server/admin) both run server/leads/commands and never
  // import each other; the leads code imports neither; the lead side stores data and leaves the
  // e-mail templates to the mail deliverer (server/leads/deliverers); the lead store and server/db
  // import no composing, mail or HTTP code (decision 0044). The core rule, so the boundaries above
  // stay whole. ESLint does not merge one rule's options across config objects (the last match
  // wins), so each entry lists every pattern for its files.
  ...[
    ['server/admin/**/*.ts', [['(^|/)cli/', 'server/admin runs server/leads/commands; it does not import the CLI (decision 0032).']]],
    [
      'server/cli/**/*.ts',
      [['(^|/)admin/', 'server/cli reaches the server through leads/commands/socket-protocol.ts, not server/admin (decision 0032).']],
    ],
    ['server/leads/**/*.ts', [leadsNotCli]],
    [
      ['server/leads/*.ts', 'server/leads/{cv,commands}/**/*.ts'],
      [leadsNotCli, noTemplates],
    ],
    ['server/leads/{intake,form-token}/**/*.ts', [leadsNotCli, noTemplates]],
    // The outbox owns the contract its deliverers fulfil (deliverer.ts) and the
    // shapes its rows carry (payload.ts, webhook-event-schema.ts) and the destinations' names: the
    // deliverers, the CV conversions and the webhooks import the outbox, never the reverse.
    [
      'server/leads/outbox/**/*.ts',
      [
        leadsNotCli,
        noTemplates,
        [
          '(^|/)(deliverers|cv-disarm|webhooks)/',
          "The outbox owns the Deliverer contract, its rows' payloads and destination names; deliverers/, cv-disarm/ and webhooks/ build on it and import the outbox, never the reverse (decision 0032).",
        ],
      ],
    ],
    // The generic HTTP helpers and the served release are used by plugins, routes and the leads,
    // and know none of them (csp.ts is shared by the release and the security-headers plugin).
    [
      'server/http/**/*.ts',
      [
        [
          '(^|/)(leads|plugins|routes|site|cli|admin)/',
          'server/http holds generic HTTP helpers: the leads, plugins and routes use them, never the reverse (decision 0032).',
        ],
      ],
    ],
    [
      'server/site/**/*.ts',
      [
        [
          '(^|/)(leads|plugins|routes|cli|admin)/',
          'server/site is the served release: plugins and routes use it, never the reverse (decision 0032).',
        ],
      ],
    ],
    // The mail transports hand a message over and say whether resending can help (MailSendError);
    // what that means for a lead's outbox row is the deliverer's business (decision 0044).
    [
      'server/mail/**/*.ts',
      [
        [
          '(^|/)(leads|cli|admin|routes|plugins)/',
          'server/mail sends messages; it does not know the leads or their outbox (decision 0044).',
        ],
      ],
    ],
    // Storage writes what the services composed (decision 0044): routes → services → storage.
    // An allow-list: the store imports drizzle-orm and node: built-ins, server/db (client and
    // schema), its own files, the CV byte store it writes through (../cv/store.ts), the CV type
    // its columns hold (../cv/type.ts). Nothing else: no service, route, plugin, Fastify or mail,
    // and not the outbox, which reads the store's rows (the store writes the rows the services
    // composed without knowing their payloads' shapes).
    [
      'server/leads/store/**/*.ts',
      [
        [
          '^\\./\\.\\.|^\\.\\./(?!\\.\\./db/|cv/store\\.ts$|cv/type\\.ts$)|^(?!\\.|node:|drizzle-orm(/|$))',
          'The store only writes and reads rows: it imports drizzle-orm, node: built-ins, server/db, ./, ../cv/store.ts and ../cv/type.ts; routing, payloads, webhooks, mail and HTTP belong to the services and routes that call it (decision 0044).',
        ],
      ],
    ],
    // The CV byte store keeps CV bytes in files or in cv_chunks: it imports drizzle-orm and node:
    // built-ins and server/db; nothing of the services, routes, plugins or HTTP.
    [
      'server/leads/cv/store.ts',
      [
        [
          '^\\./|^\\.\\./(?!\\.\\./db/)|^(?!\\.|node:|drizzle-orm(/|$))',
          'The CV byte store only keeps bytes: it imports drizzle-orm, node: built-ins and server/db; composing, services, mail and HTTP belong to the code that calls it (decision 0044).',
        ],
      ],
    ],
    // server/db is the connection, schema, migrations and what servers share (guards.ts): it imports
    // only its own files and packages, nothing else of the server, and nothing of HTTP.
    [
      'server/db/**/*.ts',
      [
        [
          '^\\.\\./|^fastify(/|$)|^@fastify/',
          'server/db imports only its own files and packages, no HTTP (Fastify); the leads, routes and plugins use it, never the reverse (decision 0044).',
        ],
      ],
    ],
    // server/config reads the environment: it imports zod, node: built-ins, its own files and the
    // site's shared values (src/, bounded above); the layers it configures (http, leads, db, …)
    // import it, never the reverse, so what a variable means is parsed in config/.
    [
      'server/config/**/*.ts',
      [
        [
          '^\\.\\./(?!\\.\\./src/)|^(?!\\.|node:|zod$)',
          'server/config imports only zod, node: built-ins, its own files and src/ (bounded above); the layers it configures import it, never the reverse (decision 0069).',
        ],
      ],
    ],
    // Routes reach storage only through the leads service (server/leads/service.ts, app.leads), never the plugin that builds it.
    [
      'server/routes/**/*.ts',
      [
        [
          '(^|/)(store|db)/|^drizzle-orm(/|$)|(^|/)plugins/leads/',
          'Routes call the leads service (app.leads: leads/service.ts), never the store, server/db, drizzle-orm or the lead plugins that hold the database (plugins/leads/) (decision 0044).',
        ],
      ],
    ],
  ].map(([files, patterns]) => ({
    files: [files].flat(),
    rules: { 'no-restricted-imports': ['error', { patterns: patterns.map(([regex, message]) => ({ regex, message })) }] },
  })),
  // Plugins only wire: storage is reached through the leads service, whose parts
  // plugins/leads/service.ts builds. plugins/leads/database.ts alone opens the database.
  {
    files: ['server/plugins/**/*.ts'],
    ignores: ['server/plugins/leads/database.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(store|db)/|^drizzle-orm(/|$)',
              message:
                'Plugins wire the app; they reach storage through the leads service (app.leads), built by plugins/leads/service.ts on the database plugins/leads/database.ts opens, never the store, server/db or drizzle-orm (decision 0044).',
            },
          ],
        },
      ],
    },
  },
  // The database is decorated for the lead plugins alone (decision 0081); the
  // rest of the server has app.leads, whose surface is reviewed (decision 0057).
  {
    files: ['server/routes/**/*.ts', 'server/plugins/**/*.ts'],
    ignores: ['server/plugins/leads/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[object.name="app"][property.name="database"]',
          message: 'Only the lead plugins (plugins/leads/) use app.database; routes and other plugins call app.leads (decision 0057).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)server/', message: 'The site does not import the server (decision 0015).' }] },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  // Tooling and the shared support/ never depend on test code, and the tools' dependencies point
  // one way: bench/ may use scripts/lib/, scripts/ never imports bench/, and support/ (what a
  // benchmark, a script and a test share) imports neither. (One rule per file set: a later block's
  // options replace an earlier one's, so each set lists all of its patterns.)
  ...[
    ['bench/**/*.ts', []],
    [
      'scripts/**/*.ts',
      [['(^|/)bench/', 'scripts/ does not import bench/ (bench/ builds on scripts/lib/): move what both use to support/.']],
    ],
    ['support/**/*.ts', [['(^|/)(bench|scripts)/', 'support/ is what bench/, scripts/ and tests/ share: it imports none of them.']]],
  ].map(([files, own]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)tests/', message: 'bench/, scripts/ and support/ do not import tests/: move what both use to support/.' },
            ...own.map(([regex, message]) => ({ regex, message })),
          ],
        },
      ],
    },
  })),
  // Small modules, one responsibility each (decision 0033): production code keeps
  // files to 200 lines, every line counted, and functions to 80 lines of code. Tests, generated
  // files (server/db/migrations is ignored above) and .astro templates are not held to it.
  // Stylesheets in src/ are held to the same 200 lines by scripts/check-logical-css.ts.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'support/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);
