// Which folder may import which, and no import cycles: `depcruise` in `npm run lint`.
// Type-only imports count (tsPreCompilationDeps). .astro files are not read; ESLint keeps them
// from importing the server.
const storage = '^server/(db/|leads/store/|leads/cv/store\\.ts$)';
const rule = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });
const only = (path, allowed) => ({ pathNot: `${path}|${allowed}`, dependencyTypesNot: ['core'] });

export default {
  forbidden: [
    rule(
      'no-cycle',
      'No module reaches itself through its imports, type-only ones included (decision 0032).',
      { path: '^(server|src)/' },
      { circular: true },
    ),
    {
      ...rule(
        'no-folder-cycle',
        "server/'s folders are layers: no folder reaches itself (decision 0032).",
        { path: '^server/' },
        { circular: true },
      ),
      scope: 'folder',
    },
    rule(
      'server-shares-little-of-src',
      'server/ shares only src/forms, src/i18n, src/site.config.ts, the job positions (src/content/positions.ts, read-json-file.ts) and the schemas of the content it reads per publish (src/content/schemas/claims.ts, contact.ts) with the site (decisions 0015, 0028, 0038).',
      { path: '^server/' },
      {
        path: '^src/',
        pathNot: '^src/(forms/|i18n/|site\\.config\\.ts$|content/(positions|read-json-file)\\.ts$|content/schemas/(claims|contact)\\.ts$)',
      },
    ),
    rule(
      'sql-in-storage',
      'SQL belongs to storage (server/db, server/leads/store, the CV byte store server/leads/cv/store.ts): call them; the schema may be imported for its types only (decision 0044).',
      { path: '^server/', pathNot: storage },
      { path: '^node_modules/drizzle-orm/|^server/db/schema(\\.ts$|/)', dependencyTypesNot: ['type-only'] },
    ),
    rule(
      'admin-not-cli',
      'server/admin runs server/leads/commands; it does not import the CLI (decision 0032).',
      { path: '^server/admin/' },
      { path: '^server/cli/' },
    ),
    rule(
      'cli-not-admin',
      'server/cli reaches the server through leads/commands/socket-protocol.ts, not server/admin (decision 0032).',
      { path: '^server/cli/' },
      { path: '^server/admin/' },
    ),
    rule(
      'leads-not-cli',
      'server/leads is used by the CLI and the admin socket, never the reverse (decision 0032).',
      { path: '^server/leads/' },
      { path: '^server/(cli|admin)/' },
    ),
    rule(
      'leads-no-templates',
      'The lead side stores data; subjects and bodies are made from it by the mail deliverer at send time (decision 0032).',
      { path: '^server/leads/([^/]+\\.ts$|(cv|commands|intake|form-token|outbox)/)' },
      { path: '^server/mail/templates/' },
    ),
    rule(
      'outbox-below-destinations',
      "The outbox owns the Deliverer contract, its rows' payloads and destination names; deliverers/, cv-disarm/ and webhooks/ build on it and import the outbox, never the reverse (decision 0032).",
      { path: '^server/leads/outbox/' },
      { path: '^server/leads/(deliverers|cv-disarm|webhooks)/' },
    ),
    rule(
      'http-generic',
      'server/http holds generic HTTP helpers: the leads, plugins and routes use them, never the reverse (decision 0032).',
      { path: '^server/http/' },
      { path: '^server/(leads|plugins|routes|site|cli|admin)/' },
    ),
    rule(
      'site-below-plugins',
      'server/site is the served release: plugins and routes use it, never the reverse (decision 0032).',
      { path: '^server/site/' },
      { path: '^server/(leads|plugins|routes|cli|admin)/' },
    ),
    rule(
      'mail-knows-no-leads',
      'server/mail sends messages; it does not know the leads or their outbox (decision 0044).',
      { path: '^server/mail/' },
      { path: '^server/(leads|cli|admin|routes|plugins)/' },
    ),
    rule(
      'store-only-rows',
      'The store only writes and reads rows: it imports drizzle-orm, node: built-ins, server/db, its own files, ../cv/store.ts and ../cv/type.ts; routing, payloads, webhooks, mail and HTTP belong to the services and routes that call it (decision 0044).',
      { path: '^server/leads/store/' },
      only('^server/leads/store/', '^server/db/|^server/leads/cv/(store|type)\\.ts$|^node_modules/drizzle-orm/'),
    ),
    rule(
      'cv-store-only-bytes',
      'The CV byte store only keeps bytes: it imports drizzle-orm, node: built-ins and server/db; composing, services, mail and HTTP belong to the code that calls it (decision 0044).',
      { path: '^server/leads/cv/store\\.ts$' },
      only('^server/db/', '^node_modules/drizzle-orm/'),
    ),
    rule(
      'db-own-files',
      'server/db imports only its own files and packages, no HTTP (Fastify); the leads, routes and plugins use it, never the reverse (decision 0044).',
      { path: '^server/db/' },
      only('^server/db/', '^node_modules/(?!fastify/|@fastify/)'),
    ),
    rule(
      'config-below-layers',
      'server/config imports only zod, node: built-ins, its own files and src/ (bounded above); the layers it configures import it, never the reverse (decision 0069).',
      { path: '^server/config/' },
      only('^server/config/', '^src/|^node_modules/zod/'),
    ),
    rule(
      'routes-through-service',
      'Routes call the leads service (app.leads: leads/service.ts), never the store, server/db, drizzle-orm or the lead plugins that hold the database (plugins/leads/) (decision 0044).',
      { path: '^server/routes/' },
      { path: '^server/(db|leads/store|plugins/leads)/|^node_modules/drizzle-orm/' },
    ),
    rule(
      'plugins-through-service',
      'Plugins wire the app; they reach storage through the leads service (app.leads), built by plugins/leads/service.ts on the database plugins/leads/database.ts opens, never the store, server/db or drizzle-orm (decision 0044).',
      { path: '^server/plugins/', pathNot: '^server/plugins/leads/database\\.ts$' },
      { path: '^server/(db|leads/store)/|^node_modules/drizzle-orm/' },
    ),
    rule('site-not-server', 'The site does not import the server (decision 0015).', { path: '^src/' }, { path: '^server/' }),
    rule(
      'content-below-pages',
      "Content is the layer the editors' files are judged by: src/lib, components and pages build on it, never the reverse (decision 0032).",
      { path: '^src/content/' },
      { path: '^src/(lib|components|pages)/' },
    ),
    rule(
      'tools-not-tests',
      'bench/, scripts/ and support/ do not import tests/: move what both use to support/.',
      { path: '^(bench|scripts|support)/' },
      { path: '^tests/' },
    ),
    rule(
      'scripts-not-bench',
      'scripts/ does not import bench/ (bench/ builds on scripts/lib/): move what both use to support/.',
      { path: '^scripts/' },
      { path: '^bench/' },
    ),
    rule(
      'support-shared',
      'support/ is what bench/, scripts/ and tests/ share: it imports none of them.',
      { path: '^support/' },
      { path: '^(bench|scripts|tests)/' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^server/db/migrations/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
