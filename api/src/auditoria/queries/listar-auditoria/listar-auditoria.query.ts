import { Query } from '@nestjs/cqrs';
import type { EntradaAuditoria, FiltroAuditoria } from '@avanti/libs/lecturas/auditoria';
import type { ConsultaLista, Pagina } from '@avanti/libs/lecturas/rango';

export class ListarAuditoria extends Query<Pagina<EntradaAuditoria>> {
  constructor(readonly consulta: ConsultaLista<FiltroAuditoria>) {
    super();
  }
}
