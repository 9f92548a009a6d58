export { PantallaHistoriaMovil } from './PantallaHistoriaMovil';
export { rutaHistoriaMovil, useEnviarAVersionMovil } from './versionCompleta';
