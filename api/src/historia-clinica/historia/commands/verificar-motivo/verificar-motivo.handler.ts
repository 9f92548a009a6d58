import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { Db } from '@avanti/libs/database/conexion';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EntradaHistoriaRespuesta } from '@avanti/libs/historia-clinica/contrato';
import { itemsActivos } from '@avanti/libs/catalogos/index';
import { motivoDelPaciente } from '@avanti/libs/historia-clinica/lecturas/historia-clinica';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { DB, RELOJ } from '../../../../infrastructure/tokens.js';
import { AccesoHistoria } from '../../acceso-historia.js';
import { decidirVerificacion } from '../../domain/historia.js';
import { autorDe, EscritorDeHistoria } from '../escritor-de-historia.js';
import { VerificarMotivo } from './verificar-motivo.command.js';

/** The reason as the history lists it and the terms from the active catalogue; the domain refuses a verified one. */
@CommandHandler(VerificarMotivo)
export class VerificarMotivoHandler implements ICommandHandler<VerificarMotivo> {
  constructor(
    private readonly acceso: AccesoHistoria,
    private readonly escritor: EscritorDeHistoria,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ pacienteId, motivoId, pedido: d, contexto }: VerificarMotivo): Promise<EntradaHistoriaRespuesta> {
    await this.acceso.escribir(contexto, pacienteId);
    const motivo = await motivoDelPaciente(this.db, pacienteId, motivoId);
    const ids = [...new Set(d.terminos)];
    const terminos = await itemsActivos(this.db, 3, ids);
    if (terminos.length !== ids.length) throw new ReglaIncumplida(M.terminoInvalido, 'invalido');
    await this.escritor.anexar(contexto, pacienteId, (estado) =>
      decidirVerificacion(estado, motivo, {
        ...autorDe(contexto),
        pacienteId,
        fecha: hoy(this.reloj),
        fechaVerificacion: d.fecha,
        terminos,
        observaciones: d.observaciones,
      }),
    );
    return { id: motivoId, mensaje: M.motivoVerificado };
  }
}
