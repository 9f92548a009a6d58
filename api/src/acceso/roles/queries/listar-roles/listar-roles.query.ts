import { Query } from '@nestjs/cqrs';
import type { FiltroRoles, RolLeido } from '@avanti/libs/lecturas/roles';
import type { ConsultaLista, Pagina } from '@avanti/libs/lecturas/rango';

export class ListarRoles extends Query<Pagina<RolLeido>> {
  constructor(readonly consulta: ConsultaLista<FiltroRoles>) {
    super();
  }
}
