import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { EntradaHistoriaRespuesta } from '@avanti/libs/historia-clinica/contrato';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { RELOJ } from '../../../../infrastructure/tokens.js';
import { AccesoHistoria } from '../../acceso-historia.js';
import { decidirDiagnostico } from '../../domain/historia.js';
import { autorDe, EscritorDeHistoria } from '../escritor-de-historia.js';
import { ActualizarDiagnostico } from './actualizar-diagnostico.command.js';

/** The domain refuses an impression the history does not have (404). */
@CommandHandler(ActualizarDiagnostico)
export class ActualizarDiagnosticoHandler implements ICommandHandler<ActualizarDiagnostico> {
  constructor(
    private readonly acceso: AccesoHistoria,
    private readonly escritor: EscritorDeHistoria,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ pacienteId, pedido: d, contexto }: ActualizarDiagnostico): Promise<EntradaHistoriaRespuesta> {
    await this.acceso.escribir(contexto, pacienteId);
    const diagnosticos = await this.escritor.diagnosticos(d.cie10, d.dsm);
    await this.escritor.anexar(contexto, pacienteId, (estado) =>
      decidirDiagnostico(estado, { ...autorDe(contexto), pacienteId, fecha: hoy(this.reloj), impresionId: d.impresionId, diagnosticos }),
    );
    return { id: d.impresionId, mensaje: M.diagnosticoActualizado };
  }
}
