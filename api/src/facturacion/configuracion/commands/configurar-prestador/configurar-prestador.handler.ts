import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { MENSAJES_RIPS, type PrestadorSede } from '@avanti/libs/facturacion/contrato';
import { streamPrestador } from '@avanti/libs/facturacion/eventos';
import { listarPrestadores, obtenerSede } from '@avanti/libs/facturacion/lecturas';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoConfiguracion, decidirPrestador } from '../../domain/configuracion.js';
import { ConfigurarPrestador } from './configurar-prestador.command.js';

/** The provider of a site (NIT and REPS code); answers the saved record. */
@CommandHandler(ConfigurarPrestador)
export class ConfigurarPrestadorHandler implements ICommandHandler<ConfigurarPrestador> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ sede, datos, contexto }: ConfigurarPrestador): Promise<PrestadorSede> {
    const s = await obtenerSede(this.db, sede);
    if (!s) throw new NoEncontrado(MENSAJES_RIPS.sedeNoEncontrada);
    await this.ejecutor.ejecutar({
      streamId: streamPrestador(s.id),
      agregado: agregadoConfiguracion,
      contexto,
      decidir: (estado) => decidirPrestador(estado, { sede: s.id, sedeNombre: s.nombre, nit: datos.nit, codigoHabilitacion: datos.codigoHabilitacion }),
    });
    return (await listarPrestadores(this.db)).find((p) => p.sede === s.id)!;
  }
}
