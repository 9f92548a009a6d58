import type { DependenciasArchivos } from '../trabajo-exportacion.js';

/** What a PDF report gathers before its template is rendered. */
export interface InformePreparado {
  /** `plantillas/<plantilla>.hbs` under libs/src/pdf. */
  plantilla: string;
  contexto: Record<string, unknown>;
  /** The download's name without extension: ASCII, no spaces (see nombreDeArchivo). */
  nombreArchivo: string;
}

/**
 * A PDF report the files queue renders (the read side of `INFORMES_PDF`). `preparar` reads the read
 * models with the request's filter and throws `ReglaIncumplida` with the spec's words when the report
 * cannot be made; the api runs `verificar` first, so most refusals answer the request itself.
 */
export interface InformePdf {
  preparar(deps: DependenciasArchivos, filtro: Record<string, unknown>): Promise<InformePreparado>;
}
