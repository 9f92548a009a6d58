import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { streamDescargo } from '@avanti/libs/finanzas/eventos';
import { MENSAJES_DESCARGO as M, type DescargoRespuesta } from '@avanti/libs/finanzas/contrato';
import { personaParaDinero } from '@avanti/libs/finanzas/lecturas/finanzas';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { puedeVerSede } from '../../../../acceso/autorizacion/alcance-sede.js';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB, RELOJ } from '../../../../infrastructure/tokens.js';
import { agregadoDescargo, decidirDescargo } from '../../domain/descargo.js';
import { descargoComoLaLista } from '../descargo-leido.js';
import { RegistrarDescargo } from './registrar-descargo.command.js';

/** The therapist (of a site the registrar sees) named; dated today in Bogotá unless another date is given. */
@CommandHandler(RegistrarDescargo)
export class RegistrarDescargoHandler implements ICommandHandler<RegistrarDescargo> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ datos: d, contexto }: RegistrarDescargo): Promise<DescargoRespuesta> {
    const t = await personaParaDinero(this.db, d.terapeuta);
    const terapeuta = t && puedeVerSede(contexto.usuario!, t.sede) ? { id: t.id, nombre: t.nombre, sede: t.sede } : null;
    const fecha = d.fecha || hoy(this.reloj);
    const id = randomUUID();
    await this.ejecutor.ejecutar({
      streamId: streamDescargo(id),
      agregado: agregadoDescargo,
      contexto,
      decidir: (estado) => decidirDescargo(estado, { id, terapeuta, valor: d.valor, concepto: d.concepto, nota: d.nota, fecha, sesionId: d.sesion || null }),
    });
    return { ...(await descargoComoLaLista(this.db, id)), mensaje: M.registrado };
  }
}
