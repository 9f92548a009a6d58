import { Query } from '@nestjs/cqrs';
import type { EntradaAuditoria, FiltroAuditoria } from '@avanti/libs/auditoria/lecturas/auditoria';
import type { ConsultaLista, Pagina } from '@avanti/libs/http/rango';

export class ListarAuditoria extends Query<Pagina<EntradaAuditoria>> {
  constructor(readonly consulta: ConsultaLista<FiltroAuditoria>) {
    super();
  }
}
