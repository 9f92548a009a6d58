import { Command } from '@nestjs/cqrs';
import type { ServicioRips } from '@avanti/libs/facturacion/contrato';
import type { ContextoPeticion } from '../../../../infrastructure/http/contexto.js';
import type { ConfigurarServicioRipsDto } from './configurar-servicio-rips.dto.js';

export class ConfigurarServicioRips extends Command<ServicioRips> {
  constructor(
    readonly especialidad: number,
    readonly tipoSesion: string,
    readonly datos: ConfigurarServicioRipsDto,
    readonly contexto: ContextoPeticion,
  ) {
    super();
  }
}
