/** The token secret of the test suites: long and varied enough for leerConfiguracion's rule for JWT_SECRET. */
export const SECRETO_JWT_DE_PRUEBAS = 'secreto-de-pruebas-de-avanti-0123456789-no-usar-en-produccion';
