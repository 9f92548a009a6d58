import type { recursosHistoria } from '../i18n/historia-clinica';

type Faltante = keyof (typeof recursosHistoria)['historia-clinica']['faltante'];

/** The translation key of what a history entry still needs before 'Guardar'. */
export const falta = (que: Faltante) => `resources.historia-clinica.faltante.${que}`;
