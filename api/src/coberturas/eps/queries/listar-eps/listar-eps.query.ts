import { Query } from '@nestjs/cqrs';
import type { EpsLeida, FiltroEps } from '@avanti/libs/coberturas/lecturas/eps';
import type { ConsultaLista, Pagina } from '@avanti/libs/http/rango';

export class ListarEps extends Query<Pagina<EpsLeida>> {
  constructor(readonly consulta: ConsultaLista<FiltroEps>) {
    super();
  }
}
