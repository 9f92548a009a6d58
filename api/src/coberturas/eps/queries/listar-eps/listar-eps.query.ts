import { Query } from '@nestjs/cqrs';
import type { EpsLeida, FiltroEps } from '@avanti/libs/lecturas/eps';
import type { ConsultaLista, Pagina } from '@avanti/libs/lecturas/rango';

export class ListarEps extends Query<Pagina<EpsLeida>> {
  constructor(readonly consulta: ConsultaLista<FiltroEps>) {
    super();
  }
}
