import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamCopago } from '@avanti/libs/finanzas/eventos';
import { MENSAJES_COPAGO as M, type CopagoRespuesta } from '@avanti/libs/finanzas/contrato';
import { obtenerEps } from '@avanti/libs/coberturas/index';
import { pacienteParaCopago } from '@avanti/libs/finanzas/lecturas/finanzas';
import { puedeVerSede } from '../../../../acceso/autorizacion/alcance-sede.js';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoCopago, decidirCopago } from '../../domain/copago.js';
import { copagoComoLaLista } from '../copago-leido.js';
import { RegistrarCopago } from './registrar-copago.command.js';

const PARTICULARES = { id: null, nombre: 'Particulares' };

/** The patient (of a site the registrar sees) and the entity named; the entity is the patient's unless another is chosen. */
@CommandHandler(RegistrarCopago)
export class RegistrarCopagoHandler implements ICommandHandler<RegistrarCopago> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ datos: d, contexto }: RegistrarCopago): Promise<CopagoRespuesta> {
    const p = await pacienteParaCopago(this.db, d.paciente);
    const paciente = p && puedeVerSede(contexto.usuario!, p.sede) ? p : null;
    const entidadId = d.entidad === undefined || d.entidad === null || d.entidad === '' ? (paciente?.entidadId ?? null) : d.entidad;
    let entidad: { id: string | null; nombre: string } = PARTICULARES;
    if (entidadId !== null) {
      const eps = await obtenerEps(this.db, entidadId);
      if (!eps) throw new ReglaIncumplida(M.entidad, 'invalido');
      entidad = { id: eps.id, nombre: eps.nombre };
    }
    const id = randomUUID();
    await this.ejecutor.ejecutar({
      streamId: streamCopago(id),
      agregado: agregadoCopago,
      contexto,
      decidir: (estado) => decidirCopago(estado, { id, fecha: d.fecha, monto: d.monto, tipo: d.tipo, paciente, entidad, comentario: d.comentario }),
    });
    return { ...(await copagoComoLaLista(this.db, id)), mensaje: M.registrado };
  }
}
