import { Query } from '@nestjs/cqrs';
import type { EpsLeida } from '@avanti/libs/coberturas/lecturas/eps';

export class ObtenerEps extends Query<EpsLeida> {
  constructor(readonly id: string) {
    super();
  }
}
