import type { Identifier } from 'react-admin';
import type { ExportacionPedida, ProgresoExportacion, SolicitudExportacion } from '../contratos';
import { guardarArchivo } from '../proveedor-datos/descarga';
import { descargar, enviar, rutaApi } from '../proveedor-datos/peticion';

/** Excel and PDF exports (api/src/exportaciones): ask for one, follow it, take its file. */
export const metodosExportaciones = {
  /** Answers the export as estadoExportacion reads it, with the message to show. */
  crearExportacion: (solicitud: SolicitudExportacion) => enviar<ExportacionPedida>(rutaApi('exportaciones'), 'POST', solicitud),
  estadoExportacion: (id: Identifier) => enviar<ProgresoExportacion>(rutaApi('exportaciones', String(id))),
  /** Downloads the file of a finished export and saves it under the server's file name. */
  descargarExportacion: async (id: Identifier): Promise<{ nombre: string }> => {
    const { contenido, nombre } = await descargar(rutaApi('exportaciones', String(id), 'archivo'), `exportacion-${id}.xlsx`);
    guardarArchivo(contenido, nombre);
    return { nombre };
  },
};

export type MetodosExportaciones = typeof metodosExportaciones;
