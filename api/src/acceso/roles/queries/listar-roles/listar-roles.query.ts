import { Query } from '@nestjs/cqrs';
import type { FiltroRoles, RolLeido } from '@avanti/libs/acceso/lecturas/roles';
import type { ConsultaLista, Pagina } from '@avanti/libs/http/rango';

export class ListarRoles extends Query<Pagina<RolLeido>> {
  constructor(readonly consulta: ConsultaLista<FiltroRoles>) {
    super();
  }
}
