import { Command } from '@nestjs/cqrs';
import type { ProgramarSesionesSolicitud, SesionesProgramadas } from '@avanti/libs/programacion/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';

/** 'Programar' (decision 0017): a list of sessions, a weekly series or by specialty; all or nothing with the pool's debit. */
export class ProgramarSesiones extends Command<SesionesProgramadas> {
  constructor(
    readonly pedido: ProgramarSesionesSolicitud,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
