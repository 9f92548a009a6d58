import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamGasto } from '@avanti/libs/finanzas/eventos';
import { MENSAJES_GASTO as M, type GastoRespuesta } from '@avanti/libs/finanzas/contrato';
import { personaParaDinero } from '@avanti/libs/finanzas/lecturas/finanzas';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { puedeVerSede } from '../../../../acceso/autorizacion/alcance-sede.js';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB, RELOJ } from '../../../../infrastructure/tokens.js';
import { agregadoGasto, decidirGastoFijo } from '../../domain/gasto.js';
import { gastoComoLaLista } from '../gasto-leido.js';
import { RegistrarGastoFijo } from './registrar-gasto-fijo.command.js';

/** A fixed expense of the registrar's site, from today; the user it concerns, if any, of a site they see. */
@CommandHandler(RegistrarGastoFijo)
export class RegistrarGastoFijoHandler implements ICommandHandler<RegistrarGastoFijo> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ datos: d, contexto }: RegistrarGastoFijo): Promise<GastoRespuesta> {
    let usuario: { id: string; nombre: string } | null = null;
    if (d.usuario) {
      const u = await personaParaDinero(this.db, d.usuario);
      if (!u || !puedeVerSede(contexto.usuario!, u.sede)) throw new ReglaIncumplida(M.usuario, 'invalido');
      usuario = { id: u.id, nombre: u.nombre };
    }
    const id = randomUUID();
    const sede = contexto.usuario!.sede;
    await this.ejecutor.ejecutar({
      streamId: streamGasto(id),
      agregado: agregadoGasto,
      contexto,
      decidir: (estado) => decidirGastoFijo(estado, { id, valor: d.valor, concepto: d.concepto, usuario, sede, hoy: hoy(this.reloj) }),
    });
    return { ...(await gastoComoLaLista(this.db, 'fijo', id)), mensaje: M.registrado };
  }
}
