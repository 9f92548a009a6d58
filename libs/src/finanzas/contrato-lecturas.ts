/** The money context's contract now lives beside its context (issue 25): libs/src/finanzas/contrato.ts. */
export * from './contrato.js';
