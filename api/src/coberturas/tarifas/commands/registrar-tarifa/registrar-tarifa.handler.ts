import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { TarifaGuardada } from '@avanti/libs/coberturas/contrato';
import type { Db } from '@avanti/libs/database/conexion';
import { esStreamClave, reservarClave } from '@avanti/libs/dominio/claves';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { CLAVE_TARIFA, streamTarifa } from '@avanti/libs/coberturas/eventos';
import { listarEspecialidades, obtenerTarifa } from '@avanti/libs/coberturas/lecturas/coberturas';
import { obtenerEps } from '@avanti/libs/coberturas/lecturas/eps';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoTarifa, decidirRegistroTarifa, MENSAJES_TARIFA as M } from '../../domain/tarifa.js';
import { RegistrarTarifa } from './registrar-tarifa.command.js';

/** The insurer and the specialty by name for the event; the pair's key refuses a second rate. Answers the rate as GET serves it. */
@CommandHandler(RegistrarTarifa)
export class RegistrarTarifaHandler implements ICommandHandler<RegistrarTarifa> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ pedido: d, contexto }: RegistrarTarifa): Promise<TarifaGuardada> {
    const [eps, especialidad] = [await obtenerEps(this.db, d.eps), (await listarEspecialidades(this.db)).find((e) => e.codigo === d.especialidad) ?? null];
    const id = randomUUID();
    await this.ejecutor.ejecutar({
      streamId: streamTarifa(id),
      agregado: agregadoTarifa,
      contexto,
      decidir: (estado) => ({
        eventos: decidirRegistroTarifa(estado, { id, eps, especialidad, tarifa: d.tarifa, copago: d.copago }),
        ademas: [reservarClave(CLAVE_TARIFA, `${d.eps}-${d.especialidad}`, id)],
      }),
      alChocarClave: (stream) => (esStreamClave(stream, CLAVE_TARIFA) ? new ReglaIncumplida(M.repetida) : null),
    });
    return { ...(await obtenerTarifa(this.db, id))!, mensaje: M.registrada };
  }
}
