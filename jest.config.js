// Jest runs the TypeScript sources directly (SWC), in ESM mode: NODE_OPTIONS=--experimental-vm-modules.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@avanti/(libs|api|projections|workers)/(.*)$': '<rootDir>/$1/src/$2',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/test/setup-env.ts'],
};

// Suites that start Chromium or separate processes run after the others, three at a time on 2 cores (a browser
// suite waits on its page as much as it computes: with two, a quarter of the CPU sat idle); every other suite runs
// in parallel on its own database copy.
const serie = ['<rootDir>/test/browser/**/*.test.ts', '<rootDir>/test/servido/**/*.test.ts'];

export default {
  testTimeout: 60000,
  // Every suite file loads the app's modules afresh in its worker and jest's ESM mode never frees them all: a worker
  // that ran a dozen suites holds about 1 GB and its garbage collection grows with it. Replacing a worker
  // once it holds more than this after a suite took the parallel phase from 211 s to 164 s on 2 cores (361 to 264 s of CPU).
  workerIdleMemoryLimit: '500MB',
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  reporters: ['default', '<rootDir>/test/support/reporte-tiempos.cjs'],
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,api,projections,workers}/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/test/browser/', '/test/servido/'],
    },
    { ...common, displayName: 'serie', testMatch: serie },
  ],
};
