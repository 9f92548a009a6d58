import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { streamPaciente } from '@avanti/libs/admisiones/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { AlcancePacientes } from '../../alcance.js';
import { agregadoPaciente, decidirMotivo, MENSAJES_PACIENTE } from '../../domain/paciente.js';
import { HechosPaciente } from '../../hechos.js';
import { RegistrarMotivo } from './registrar-motivo.command.js';

@CommandHandler(RegistrarMotivo)
export class RegistrarMotivoHandler implements ICommandHandler<RegistrarMotivo> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    private readonly alcance: AlcancePacientes,
    private readonly hechos: HechosPaciente,
  ) {}

  async execute({ id, datos, contexto }: RegistrarMotivo): Promise<{ id: string }> {
    await this.alcance.verificar(contexto.usuario, id, MENSAJES_PACIENTE.faltanDatosPacienteMotivo);
    const motivoId = randomUUID();
    await this.ejecutor.ejecutar({
      streamId: streamPaciente(id),
      agregado: agregadoPaciente,
      contexto,
      decidir: (estado) => decidirMotivo(estado, { pacienteId: id, id: motivoId, fecha: datos.fecha ?? this.hechos.hoy(), descripcion: datos.descripcion }),
    });
    return { id: motivoId };
  }
}
