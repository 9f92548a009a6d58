import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { contarPacientes, listarPacientes } from '@avanti/libs/admisiones/lecturas/pacientes';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { DB, RELOJ } from '../../../../infrastructure/tokens.js';
import { ContarPacientes, ListarPacientes } from './listar-pacientes.query.js';

@QueryHandler(ListarPacientes)
export class ListarPacientesHandler implements IQueryHandler<ListarPacientes> {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  execute({ consulta }: ListarPacientes) {
    return listarPacientes(this.db, consulta, hoy(this.reloj));
  }
}

@QueryHandler(ContarPacientes)
export class ContarPacientesHandler implements IQueryHandler<ContarPacientes> {
  constructor(@Inject(DB) private readonly db: Db) {}

  execute({ filtro }: ContarPacientes) {
    return contarPacientes(this.db, filtro);
  }
}
