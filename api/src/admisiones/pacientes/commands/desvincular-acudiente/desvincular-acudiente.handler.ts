import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamPaciente } from '@avanti/libs/admisiones/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { AlcancePacientes } from '../../alcance.js';
import { agregadoPaciente, decidirDesvinculacion } from '../../domain/paciente.js';
import { DesvincularAcudiente } from './desvincular-acudiente.command.js';

@CommandHandler(DesvincularAcudiente)
export class DesvincularAcudienteHandler implements ICommandHandler<DesvincularAcudiente> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    private readonly alcance: AlcancePacientes,
  ) {}

  async execute({ id, datos: documento, contexto }: DesvincularAcudiente): Promise<void> {
    await this.alcance.verificar(contexto.usuario, id);
    await this.ejecutor.ejecutar({
      streamId: streamPaciente(id),
      agregado: agregadoPaciente,
      contexto,
      decidir: (estado) => decidirDesvinculacion(estado, id, documento),
    });
  }
}
