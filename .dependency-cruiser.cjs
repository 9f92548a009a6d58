/**
 * The layout rules of the repository (`npm run lint:capas`, part of `npm test`).
 * Apps: api, projections, workers, admin. Only libs is shared. See docs/receta.md.
 */
const FRAMEWORKS = [
  '@nestjs/',
  'drizzle-orm',
  'drizzle-kit',
  'pg',
  'pg-',
  '@electric-sql/',
  'express',
  'bullmq',
  'ioredis',
  'exceljs',
  'class-validator',
  'class-transformer',
  'passport',
  'argon2',
  'react',
  'react-admin',
];
const npm = (nombres) => `(^|/)node_modules/(${nombres.map((n) => n.replace(/[.+]/g, '\\$&')).join('|')})`;

const APPS = ['api', 'projections', 'workers', 'admin'];
/** The bounded contexts: libs/src/<contexto>/ and api/src/<contexto>/. */
const CONTEXTOS = 'acceso|admisiones|auditoria|catalogos|coberturas|exportaciones|facturacion|finanzas|historia-clinica|objetivos|programacion|reportes';
const otrasApps = APPS.map((app) => ({
  name: `${app}-no-importa-otra-app`,
  comment: `${app} is an app: it imports only its own files and libs (what apps share lives in libs/).`,
  severity: 'error',
  from: { path: `^${app}/` },
  to: { path: `^(${APPS.filter((a) => a !== app).join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'dominio-sin-framework',
      comment: 'A domain/ (or libs/src/dominio) folder holds decisions only: no framework, no database, no node I/O.',
      severity: 'error',
      from: { path: '(^|/)(domain|dominio)/', pathNot: '\\.spec\\.ts$' },
      to: {
        // The event store's interfaces (eventstore/tipos, event-store) are ports a domain may name.
        path: [
          npm(FRAMEWORKS),
          '^libs/src/(database|projections|jobs|http|health|config|files|backup|logging|metrics)/',
          '^libs/src/[a-z-]+/(lecturas|proyecciones|hojas)/',
          '^libs/src/eventstore/postgres',
        ],
      },
    },
    {
      name: 'dominio-sin-node',
      comment: 'A domain/ folder does not touch files, network or processes.',
      severity: 'error',
      from: { path: '(^|/)(domain|dominio)/', pathNot: '\\.spec\\.ts$' },
      to: { dependencyTypes: ['core'], pathNot: '^(crypto|node:crypto)$' },
    },
    ...otrasApps,
    {
      name: 'admin-solo-contratos',
      comment: 'The admin reads the shared shapes and labels from libs/src/contratos only (no server code in the bundle).',
      severity: 'error',
      from: { path: '^admin/' },
      to: { path: '^libs/', pathNot: ['^libs/src/contratos/', '^libs/src/[a-z-]+/contrato[a-z-]*\\.ts$'] },
    },
    {
      name: 'contratos-sin-dependencias',
      comment: 'libs/src/contratos is imported by the browser: plain TypeScript, no package, no node, no server code.',
      severity: 'error',
      from: { path: ['^libs/src/contratos/', '^libs/src/[a-z-]+/contrato[a-z-]*\\.ts$'] },
      to: {
        pathNot: [
          '^libs/src/contratos/',
          '^libs/src/[a-z-]+/contrato[a-z-]*\\.ts$',
          '^libs/src/acceso/catalogo-permisos\\.ts$',
          '^libs/src/acceso/roles-predeterminados\\.ts$',
          // Today in Bogotá and the date reader (issue 25 item 4): plain TypeScript with no import.
          '^libs/src/clock/reloj\\.ts$',
          '^libs/src/dominio/fecha-iso\\.ts$',
        ],
      },
    },
    {
      name: 'libs-no-importa-una-app',
      comment: 'libs is what the apps share: it never imports one of them.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: `^(${APPS.join('|')})/` },
    },
    {
      name: 'contexto-por-su-indice',
      comment: 'A context reaches another only through its index.ts (or its contract): the rest of a context is its own.',
      severity: 'error',
      from: { path: `^(?:libs|api)/src/(${CONTEXTOS})/` },
      to: { path: `^libs/src/(${CONTEXTOS})/`, pathNot: ['^libs/src/$1/', '^libs/src/[a-z-]+/index\\.ts$', '^libs/src/[a-z-]+/contrato[a-z-]*\\.ts$'] },
    },
    {
      name: 'dominio-solo-lo-suyo',
      comment:
        "A domain imports only its context's domain, the events and contracts (its own, or another context's through its index), and the shared kernel (dominio, contratos, the event store's types).",
      severity: 'error',
      from: { path: `^(?:api/src/(${CONTEXTOS}|comun)/[a-z/-]*domain/|libs/src/(${CONTEXTOS})/dominio/)`, pathNot: '\\.spec\\.ts$' },
      to: {
        pathNot: [
          '^api/src/$1/[a-z/-]*domain/',
          '^api/src/comun/domain/',
          '^libs/src/$1/',
          '^libs/src/$2/',
          '^libs/src/(dominio|contratos)/',
          '^libs/src/eventstore/tipos\\.ts$',
          '^libs/src/[a-z-]+/(index|eventos|contrato[a-z-]*)\\.ts$',
          npm(['date-holidays']),
        ],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'sin-huerfanos',
      comment: 'A file nobody imports is dead code (entry points, tests, specs and config are the roots).',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: ['\\.(spec|test|d)\\.tsx?$', '(^|/)(main|rebuild|respaldo|restaurar|vite\\.config|vite-env\\.d)\\.tsx?$', '(^|/)\\.[a-z-]+\\.c?js$'],
      },
      to: {},
    },
    {
      name: 'sin-ciclos',
      comment: 'Circular imports make the load order fragile.',
      severity: 'error',
      from: { path: '^(libs|api|projections|workers)/src/' },
      // A cycle made only of type imports is erased by the compiler: it does not change the load order.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
