import { Query } from '@nestjs/cqrs';
import type { RolLeido } from '@avanti/libs/lecturas/roles';

export class ObtenerRol extends Query<RolLeido> {
  constructor(readonly id: number) {
    super();
  }
}
