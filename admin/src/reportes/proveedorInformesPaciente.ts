import type { Identifier } from 'react-admin';
import type { VistaInformePaciente } from '../contratos';
import { enviar, parametros, rutaApi } from '../proveedor-datos/peticion';

/** The patient reports' calls (spec 3 §2.2 item 13 and the objectives report's period PDF, item 3). */
export const pacientesParaInforme = (q: string) =>
  enviar<{ id: string; nombre: string }[]>(`${rutaApi('reportes', 'informe-evolucion', 'pacientes')}${parametros({ q })}`);

export const vistaInformePaciente = (filtro: Record<string, unknown>) =>
  enviar<VistaInformePaciente>(`${rutaApi('reportes', 'informe-evolucion')}${parametros({ filter: JSON.stringify(filtro) })}`);

/** Asks for a patient report's PDF; answers the export's id (followed like any export). */
export const solicitarInformePaciente = (datos: Record<string, unknown>) => enviar<{ id: Identifier }>(rutaApi('reportes', 'informes-paciente'), 'POST', datos);

/** Asks for the PDF of an evaluation period of the objectives report's quarter variant. */
export const solicitarObjetivosPeriodo = (datos: Record<string, unknown>) =>
  enviar<{ id: Identifier }>(rutaApi('reportes', 'objetivos-y-logros', 'pdf'), 'POST', datos);
