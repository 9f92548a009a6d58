import type { Identifier } from 'react-admin';
import { enviar, parametros, rutaApi } from '../proveedor-datos/peticion';

/** The evaluation report's calls (spec 3 §2.2 item 14): the patient select and the PDF's request. */
export const pacientesValoracion = (q: string, sede?: string) =>
  enviar<{ id: string; nombre: string }[]>(`${rutaApi('reportes', 'valoraciones', 'pacientes')}${parametros({ q, sede })}`);

/** Asks for the 'Informe clínico de valoración' PDF; answers the export's id (followed like any export). */
export const solicitarInformeValoracion = (datos: { paciente: string; fecha: string; recomendaciones: string }) =>
  enviar<{ id: Identifier }>(rutaApi('reportes', 'valoracion'), 'POST', datos);

/** Whether the PDF can be generated, and if not why and where to fix it (asked before anything is typed). */
export const requisitosInformeValoracion = (paciente: string, fecha: string) =>
  enviar<{ listo: boolean; mensaje?: string; arreglo?: { texto: string; ruta: string } | null }>(
    `${rutaApi('reportes', 'valoracion', 'requisitos')}${parametros({ paciente, fecha })}`,
  );
