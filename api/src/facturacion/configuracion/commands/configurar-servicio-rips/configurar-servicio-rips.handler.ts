import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { MENSAJES_RIPS, type ServicioRips } from '@avanti/libs/facturacion/contrato';
import { streamServicioRips } from '@avanti/libs/facturacion/eventos';
import { obtenerServicioRips } from '@avanti/libs/facturacion/lecturas';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoConfiguracion, decidirServicio } from '../../domain/configuracion.js';
import { ConfigurarServicioRips } from './configurar-servicio-rips.command.js';

/** How a specialty × session type is reported; answers the saved record. */
@CommandHandler(ConfigurarServicioRips)
export class ConfigurarServicioRipsHandler implements ICommandHandler<ConfigurarServicioRips> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ especialidad, tipoSesion, datos, contexto }: ConfigurarServicioRips): Promise<ServicioRips> {
    const actual = await obtenerServicioRips(this.db, especialidad, tipoSesion);
    if (!actual) throw new NoEncontrado(MENSAJES_RIPS.especialidadInvalida);
    await this.ejecutor.ejecutar({
      streamId: streamServicioRips(especialidad, tipoSesion),
      agregado: agregadoConfiguracion,
      contexto,
      decidir: (estado) => decidirServicio(estado, { especialidad, especialidadNombre: actual.especialidadNombre, tipoSesion, ...datos }),
    });
    return (await obtenerServicioRips(this.db, especialidad, tipoSesion))!;
  }
}
