import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EspecialidadEditada } from '@avanti/libs/coberturas/contrato';
import type { Db } from '@avanti/libs/database/conexion';
import { streamEspecialidad } from '@avanti/libs/coberturas/eventos';
import { listarEspecialidades } from '@avanti/libs/coberturas/lecturas/coberturas';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { agregadoEspecialidad, decidirEdicionEspecialidad, MENSAJES_ESPECIALIDAD as M } from '../../domain/especialidad.js';
import { EditarEspecialidad } from './editar-especialidad.command.js';

/** The other specialties' names come from the catalogue, so the domain can refuse a twin. */
@CommandHandler(EditarEspecialidad)
export class EditarEspecialidadHandler implements ICommandHandler<EditarEspecialidad> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ codigo, pedido: d, contexto }: EditarEspecialidad): Promise<EspecialidadEditada> {
    const otros = (await listarEspecialidades(this.db)).filter((e) => e.codigo !== codigo).map((e) => e.nombre);
    await this.ejecutor.ejecutar({
      streamId: streamEspecialidad(codigo),
      agregado: agregadoEspecialidad,
      contexto,
      decidir: (estado) => decidirEdicionEspecialidad(estado, { codigo, nombre: d.nombre, cups: d.cups }, otros),
    });
    return { codigo, mensaje: M.actualizada };
  }
}
