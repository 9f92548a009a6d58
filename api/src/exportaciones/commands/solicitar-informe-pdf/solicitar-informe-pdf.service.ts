import { Inject, Injectable } from '@nestjs/common';
import type { InformeDePaciente } from '@avanti/libs/exportaciones/eventos';
import type { ColaDeTrabajos } from '@avanti/libs/jobs/cola-de-trabajos';
import { TRABAJO_GENERAR_PDF, type DatosGenerarPdf, type IdInformePdf } from '@avanti/libs/jobs/informes-pdf';
import { EjecutorDeComandos } from '../../../infrastructure/comandos/ejecutor.js';
import type { ContextoPeticion } from '../../../infrastructure/http/contexto.js';
import { COLA } from '../../../infrastructure/tokens.js';
import { registrarYEncolar } from '../registrar-y-encolar.js';

/**
 * Asks for a PDF report the way an Excel export is asked: records ExportacionSolicitada (format pdf,
 * with the patient, summary, concept and recommendation the log of exported reports shows), then
 * queues the render; answers the export's id, polled and downloaded through /api/exportaciones/:id.
 * The caller has already checked who may ask and the report's own rules.
 */
@Injectable()
export class SolicitudesDeInformePdf {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(COLA) private readonly cola: ColaDeTrabajos,
  ) {}

  async solicitar(contexto: ContextoPeticion, recurso: IdInformePdf, filtro: Record<string, unknown>, informe?: InformeDePaciente): Promise<{ id: string }> {
    return registrarYEncolar(this.ejecutor, this.cola, contexto, { recurso, filtro, formato: 'pdf', ...(informe ? { informe } : {}) }, (id) => ({
      nombre: TRABAJO_GENERAR_PDF,
      datos: { exportacionId: id } satisfies DatosGenerarPdf,
    }));
  }
}
