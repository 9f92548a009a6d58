import { Query } from '@nestjs/cqrs';
import type { UsuarioDetalle } from '@avanti/libs/acceso/lecturas/usuarios';
import type { UsuarioAutenticado } from '../../../../infrastructure/http/contexto.js';

/** One user, within the reader's site scope (another site's user is 404). */
export class ObtenerUsuario extends Query<UsuarioDetalle> {
  constructor(
    readonly id: string,
    readonly lector: UsuarioAutenticado,
  ) {
    super();
  }
}
