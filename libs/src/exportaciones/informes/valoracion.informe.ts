import { AlmacenArchivos } from '../../files/almacen-archivos.js';
import { detectarTipo } from '../../files/tipo-de-archivo.js';
import { MENSAJES_VALORACION as M } from '../../reportes/contrato-valoraciones.js';
import { ReglaIncumplida } from '../../dominio/errores.js';
import { datosInformeValoracion } from '../../reportes/index.js';
import { imagenComoDataUri } from '../../pdf/plantillas.js';
import type { InformePdf } from './informe-pdf.js';

/** The request's filter of an evaluation report: the patient, the evaluation's date and the recommendations written for it. */
export interface FiltroInformeValoracion {
  paciente: string;
  fecha: string;
  recomendaciones: string;
}

/**
 * 'Informe clínico de valoración' (spec 3 §2.2 item 14): the history up to the evaluation's date,
 * the treatment plan, the recommendations typed when exporting and the plan author's signature. The
 * rules are checked again here (the history may have changed since the request).
 */
export const informeValoracion: InformePdf = {
  async preparar(deps, filtro) {
    const { paciente, fecha, recomendaciones } = filtro as unknown as FiltroInformeValoracion;
    if (typeof recomendaciones !== 'string' || !recomendaciones.trim()) throw new ReglaIncumplida(M.recomendacionesRequeridas);
    const datos = await datosInformeValoracion(deps.db, String(paciente), String(fecha));
    const imagen = await new AlmacenArchivos(deps.directorioArchivos).leer(datos.terapeuta.firma).catch(() => null);
    const tipo = imagen ? detectarTipo(imagen) : null;
    const firma = imagen && (tipo === 'png' || tipo === 'jpg') ? imagenComoDataUri(imagen, tipo) : null;
    if (!firma) throw new ReglaIncumplida(M.sinFirma);
    return {
      plantilla: 'informe-valoracion',
      contexto: {
        titulo: 'Informe clínico de valoración',
        subtitulo: datos.paciente.nombre,
        ...datos,
        terapeuta: { ...datos.terapeuta, firma },
        recomendaciones: recomendaciones.trim(),
      },
      nombreArchivo: `informe-valoracion-${datos.paciente.nombre}-${datos.fecha}`,
    };
  },
};
