import { Query } from '@nestjs/cqrs';

export interface ArchivoRips {
  ruta: string;
  nombreArchivo: string;
  hash: string;
}

/** The file of a finished generation. */
export class ObtenerArchivoRips extends Query<ArchivoRips> {
  constructor(readonly id: string) {
    super();
  }
}
