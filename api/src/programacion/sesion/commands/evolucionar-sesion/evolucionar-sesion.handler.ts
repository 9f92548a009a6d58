import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { streamSesion } from '@avanti/libs/programacion/eventos';
import { itemsActivos } from '@avanti/libs/catalogos/index';
import { estadoEvaluacion } from '@avanti/libs/historia-clinica/index';
import { obtenerSesion } from '@avanti/libs/programacion/lecturas/sesiones';
import type { SesionEvolucionada } from '@avanti/libs/programacion/contrato';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB, RELOJ } from '../../../../infrastructure/tokens.js';
import { agregadoSesion, decidirEvolucion, MENSAJES_SESION as M } from '../../domain/sesion.js';
import { ProgramadorDeSesiones } from '../programador-de-sesiones.js';
import { EvolucionarSesion } from './evolucionar-sesion.command.js';

/** The catalogue items and, for an evaluation, the history's readiness are read here; the domain decides. */
@CommandHandler(EvolucionarSesion)
export class EvolucionarSesionHandler implements ICommandHandler<EvolucionarSesion> {
  constructor(
    private readonly programador: ProgramadorDeSesiones,
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ id, pedido: p, contexto }: EvolucionarSesion): Promise<SesionEvolucionada> {
    await this.programador.ubicar(id, contexto, true);
    const sesion = await obtenerSesion(this.db, id);
    if (!sesion) throw new NoEncontrado(M.noEncontrada);
    const ids = Array.isArray(p.estrategias) ? p.estrategias.filter((e): e is string => typeof e === 'string') : [];
    const material = typeof p.material === 'string' && p.material.trim() ? p.material.trim() : null;
    const [estrategias, materiales, historia] = await Promise.all([
      itemsActivos(this.db, 20 + sesion.servicio, ids),
      material ? itemsActivos(this.db, 30 + sesion.servicio, [material]) : Promise.resolve([]),
      sesion.tipo === 'Evaluacion' ? estadoEvaluacion(this.db, sesion.pacienteId, sesion.fecha) : Promise.resolve(null),
    ]);
    const fechaHoy = hoy(this.reloj);
    const [evento] = (await this.ejecutor.ejecutar({
      streamId: streamSesion(id),
      agregado: agregadoSesion,
      contexto,
      decidir: (s) => decidirEvolucion(s, p, { usuarioId: contexto.usuario?.id ?? '', hoy: fechaHoy, estrategias, material: materiales[0] ?? null, historia }),
    })) as unknown as { datos: { atrasada: boolean } }[];
    return { mensaje: M.evolucionada, ...(evento.datos.atrasada ? { aviso: M.evolucionAtrasada } : {}) };
  }
}
