/**
 * The shapes the api answers and the code-to-label catalogues, from the contract layer shared with
 * the api and the workers (libs/src/contratos). The admin's only import from outside admin/.
 */
export * from '../../libs/src/contratos/index';
/** The contexts in the shape of issue 25 keep their contract beside them (libs/src/<contexto>/contrato.ts). */
export * from '../../libs/src/facturacion/contrato';
