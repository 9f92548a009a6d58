import { Query } from '@nestjs/cqrs';
import type { RolLeido } from '@avanti/libs/acceso/lecturas/roles';

export class ObtenerRol extends Query<RolLeido> {
  constructor(readonly id: number) {
    super();
  }
}
