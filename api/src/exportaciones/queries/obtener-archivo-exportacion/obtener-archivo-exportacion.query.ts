import { Query } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../infrastructure/http/contexto.js';

export interface ArchivoDeExportacion {
  /** Absolute path on the files volume. */
  ruta: string;
  nombreArchivo: string;
  /** 'xlsx' (Excel lists) or 'pdf' (reports). */
  formato: 'xlsx' | 'pdf';
}

export class ObtenerArchivoExportacion extends Query<ArchivoDeExportacion> {
  constructor(
    readonly id: string,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
