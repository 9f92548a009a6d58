import { ReglaIncumplida } from '../dominio/errores.js';
import { MENSAJE_FALLA_PDF } from './contrato.js';
import type { Procesador } from '../jobs/cola-de-trabajos.js';
import { esInformePdf, type DatosGenerarPdf } from '../jobs/informes-pdf.js';
import { MENSAJE_RECURSO_DESCONOCIDO, nombreDeArchivo } from '../jobs/recursos-exportables.js';
import { renderizarPlantilla } from '../pdf/plantillas.js';
import { INFORMES } from './informes/index.js';
import type { InformePdf } from './informes/informe-pdf.js';
import { ejecutarExportacion, escribirArchivo, type DependenciasArchivos } from './trabajo-exportacion.js';

/** Pages of a PDF Chromium wrote (its page objects), for the log's row count. */
const contarPaginas = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

/**
 * Renders a PDF report: reads the request (report and filter) from the export's stream, gathers the
 * data (10 %), fills the Handlebars template (40 %), prints it with the process's warm Chromium
 * (90 %) and stores it beside the Excel files as exportaciones/<id>.pdf; the frame records the end.
 */
export function procesadorGenerarPdf(deps: DependenciasArchivos): Procesador<DatosGenerarPdf> {
  return async (datos, progreso, intento) => {
    const id = datos?.exportacionId;
    await ejecutarExportacion(
      deps,
      id,
      'pdf',
      async (solicitud, archivo) => {
        const { recurso, filtro } = solicitud.datos;
        if (!esInformePdf(recurso)) throw new ReglaIncumplida(MENSAJE_RECURSO_DESCONOCIDO, 'invalido');
        await progreso(10);
        const informe = await (INFORMES as Record<string, InformePdf>)[recurso].preparar(deps, filtro ?? {});
        await progreso(40);
        const html = renderizarPlantilla(informe.plantilla, informe.contexto);
        const pdf = await deps.motorPdf.renderizar(html);
        await progreso(90);
        await escribirArchivo(deps, archivo, pdf);
        await progreso(100);
        return { nombreArchivo: `${nombreDeArchivo(informe.nombreArchivo)}.pdf`, filas: contarPaginas(pdf) };
      },
      MENSAJE_FALLA_PDF,
      intento,
    );
  };
}
