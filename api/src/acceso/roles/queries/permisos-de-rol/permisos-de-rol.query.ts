import { Query } from '@nestjs/cqrs';
import type { PermisoDeRol } from '@avanti/libs/acceso/lecturas/roles';

/** Every module and submodule of the catalogue with the role's grant (1 Sí, 0 No). */
export class PermisosDeRol extends Query<PermisoDeRol[]> {
  constructor(readonly id: number) {
    super();
  }
}
