import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamPaciente } from '@avanti/libs/admisiones/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { AlcancePacientes } from '../../alcance.js';
import { agregadoPaciente, decidirAcudiente } from '../../domain/paciente.js';
import { RegistrarAcudiente } from './registrar-acudiente.command.js';

@CommandHandler(RegistrarAcudiente)
export class RegistrarAcudienteHandler implements ICommandHandler<RegistrarAcudiente> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    private readonly alcance: AlcancePacientes,
  ) {}

  async execute({ id, datos, contexto }: RegistrarAcudiente): Promise<void> {
    await this.alcance.verificar(contexto.usuario, id);
    await this.ejecutor.ejecutar({
      streamId: streamPaciente(id),
      agregado: agregadoPaciente,
      contexto,
      decidir: (estado) => decidirAcudiente(estado, id, { ...datos }),
    });
  }
}
