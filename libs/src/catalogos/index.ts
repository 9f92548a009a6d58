/** What other contexts may use of catalogos (issue 25 item 6: a context reaches another only through its index). */
export {
  CODIGO_COLOMBIA,
  CODIGO_NO_APLICA,
  OCUPACIONES,
  PAISES,
  PARENTESCOS,
  REGIMENES,
  SEXOS,
  TIPOS_CLIENTE,
  TIPOS_DOCUMENTO,
  TIPOS_VINCULACION,
} from './admisiones.js';
export { importarDivipola, listarDepartamentos, listarMunicipios, municipioDe } from './divipola.js';
export { cie10PorCodigo, itemsActivos } from './lecturas/catalogos.js';
