import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { SesionesProgramadas } from '@avanti/libs/programacion/contrato';
import { MENSAJES_SESION as M } from '../../domain/sesion.js';
import { ProgramadorDeSesiones, type ItemProgramacion } from '../programador-de-sesiones.js';
import { ProgramarSesiones } from './programar-sesiones.command.js';

/** The three modes end in the one pipeline (`programarItems`): every session and its pool debit in one transaction. */
@CommandHandler(ProgramarSesiones)
export class ProgramarSesionesHandler implements ICommandHandler<ProgramarSesiones> {
  constructor(private readonly programador: ProgramadorDeSesiones) {}

  async execute({ pedido, contexto }: ProgramarSesiones): Promise<SesionesProgramadas> {
    let items: ItemProgramacion[];
    let detenida: string | null | undefined;
    if (pedido.porEspecialidad) {
      const p = pedido.porEspecialidad;
      if (typeof p.terapeuta !== 'string' || !p.terapeuta) throw new ReglaIncumplida(M.sinTerapeuta, 'invalido');
      const vista = await this.programador.previsualizarPorEspecialidad(p, contexto);
      if (vista.fechas.length === 0) throw new ReglaIncumplida(vista.detenida ?? M.superaDisponibles);
      const { desde: _d, dias: _s, sesiones: _n, especialidad: _e, ...comun } = p;
      items = vista.fechas.map((f) => ({
        ...comun,
        cobertura: f.coberturaId,
        lineaId: f.lineaId,
        fecha: f.fecha,
        horaInicio: f.horaInicio,
        horaFin: f.horaFin,
      }));
      detenida = vista.detenida;
    } else if (pedido.semanal) {
      const vista = await this.programador.previsualizar(pedido.semanal, contexto);
      if (vista.fechas.length === 0) throw new ReglaIncumplida(vista.detenida ?? M.superaDisponibles);
      const { desde: _d, dias: _s, ...comun } = pedido.semanal;
      items = vista.fechas.map((f) => ({ ...comun, fecha: f.fecha, horaInicio: f.horaInicio, horaFin: f.horaFin }));
      detenida = vista.detenida;
    } else {
      if (!Array.isArray(pedido.items) || pedido.items.length === 0) throw new ReglaIncumplida(M.camposIncompletos, 'invalido');
      items = pedido.items;
    }
    const { ids } = await this.programador.programarItems(items, pedido.confirmarCruces === true, contexto);
    return { ids, mensaje: M.registrada, ...(detenida !== undefined ? { detenida } : {}) };
  }
}
