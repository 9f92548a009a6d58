import { Command } from '@nestjs/cqrs';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { AsignarLideresDto } from './asignar-lideres.dto.js';
export class AsignarLideres extends Command<void> {
  constructor(
    readonly id: string,
    readonly datos: AsignarLideresDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
