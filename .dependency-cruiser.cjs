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
      name: 'sin-ciclos',
      comment: 'Circular imports make the load order fragile.',
      severity: 'warn',
      from: { path: '^(libs|api|projections|workers)/src/' },
      to: { circular: true },
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
