import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { listarAuditoria } from '@avanti/libs/auditoria/lecturas/auditoria';
import { DB_LECTURA } from '../../../infrastructure/tokens.js';
import { ListarAuditoria } from './listar-auditoria.query.js';

@QueryHandler(ListarAuditoria)
export class ListarAuditoriaHandler implements IQueryHandler<ListarAuditoria> {
  constructor(@Inject(DB_LECTURA) private readonly db: Db) {}

  execute({ consulta }: ListarAuditoria) {
    return listarAuditoria(this.db, consulta);
  }
}
