import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { EntradaHistoriaRespuesta } from '@avanti/libs/historia-clinica/contrato';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { RELOJ } from '../../../../infrastructure/tokens.js';
import { AccesoHistoria } from '../../acceso-historia.js';
import { decidirAntecedente } from '../../domain/historia.js';
import { autorDe, EscritorDeHistoria } from '../escritor-de-historia.js';
import { RegistrarAntecedente } from './registrar-antecedente.command.js';

@CommandHandler(RegistrarAntecedente)
export class RegistrarAntecedenteHandler implements ICommandHandler<RegistrarAntecedente> {
  constructor(
    private readonly acceso: AccesoHistoria,
    private readonly escritor: EscritorDeHistoria,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ pacienteId, pedido: d, contexto }: RegistrarAntecedente): Promise<EntradaHistoriaRespuesta> {
    await this.acceso.escribir(contexto, pacienteId);
    const id = randomUUID();
    await this.escritor.anexar(contexto, pacienteId, () =>
      decidirAntecedente({
        ...autorDe(contexto),
        pacienteId,
        id,
        fecha: hoy(this.reloj),
        tipo: d.tipo,
        descripcion: d.descripcion,
        observacion: d.observacion,
      }),
    );
    return { id, mensaje: M.antecedenteRegistrado };
  }
}
