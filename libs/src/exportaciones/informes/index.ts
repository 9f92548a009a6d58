import type { IdInformePdf } from '../../jobs/informes-pdf.js';
import type { InformePdf } from './informe-pdf.js';
import { informeValoracion } from './valoracion.informe.js';
import { informePaciente } from './informes-paciente.informe.js';
import { informeObjetivosPeriodo } from './objetivos-periodo.informe.js';

/** How each declared PDF report is prepared (the `Record` fails to compile when one is missing). */
export const INFORMES: Record<IdInformePdf, InformePdf> = {
  'informe-valoracion': informeValoracion,
  'informe-evolucion': informePaciente,
  'informe-mensual': informePaciente,
  'informe-objetivos': informePaciente,
  'informe-objetivos-periodo': informeObjetivosPeriodo,
};
