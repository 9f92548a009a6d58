import { Query } from '@nestjs/cqrs';
import type { FiltroUsuarios, UsuarioLeido } from '@avanti/libs/acceso/lecturas/usuarios';
import type { ConsultaLista, Pagina } from '@avanti/libs/http/rango';

export class ListarUsuarios extends Query<Pagina<UsuarioLeido>> {
  constructor(readonly consulta: ConsultaLista<FiltroUsuarios>) {
    super();
  }
}
