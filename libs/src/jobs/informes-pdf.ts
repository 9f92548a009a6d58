/**
 * The PDF reports the files queue renders, shared by the api (who may ask) and the workers (how to
 * render it, `libs/src/exportaciones/informes/`). `permiso` is the screen's permission; `titulo`
 * names the report in the log of exported reports and its file.
 */
export interface InformePdfDeclarado {
  permiso: string;
  titulo: string;
}

export const INFORMES_PDF = {
  'informe-valoracion': { permiso: 'reportes.valoraciones', titulo: 'Informe clínico de valoración' },
  'informe-evolucion': { permiso: 'reportes.informe-evolucion', titulo: 'Informe de evolución' },
  'informe-mensual': { permiso: 'reportes.informe-evolucion', titulo: 'Informe mensual por paciente' },
  'informe-objetivos': { permiso: 'reportes.informe-evolucion', titulo: 'Informe de objetivos y logros' },
  'informe-objetivos-periodo': { permiso: 'reportes.objetivos-y-logros', titulo: 'Objetivos y logros del periodo' },
} as const satisfies Record<string, InformePdfDeclarado>;

export type IdInformePdf = keyof typeof INFORMES_PDF;

export const esInformePdf = (recurso: unknown): recurso is IdInformePdf => typeof recurso === 'string' && Object.hasOwn(INFORMES_PDF, recurso);

/** The job that renders a PDF report. Its parameters are read from the export's request event, not from the job. */
export const TRABAJO_GENERAR_PDF = 'generar-pdf';

export interface DatosGenerarPdf {
  exportacionId: string;
}
