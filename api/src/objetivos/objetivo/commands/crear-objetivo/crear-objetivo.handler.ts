import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { MENSAJES_OBJETIVOS as M } from '@avanti/libs/objetivos/contrato-lecturas';
import type { Db } from '@avanti/libs/database/conexion';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamObjetivo } from '@avanti/libs/objetivos/eventos';
import { nombreDeUsuario, objetivoLeido } from '@avanti/libs/objetivos/lecturas/objetivos';
import type { ObjetivoCreado } from '@avanti/libs/objetivos/contrato';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB, RELOJ } from '../../../../infrastructure/tokens.js';
import { agregadoObjetivo, decidirCreacion, especialidadValida, puedeCrear } from '../../domain/objetivo.js';
import { ComandosObjetivo, nombreDe, puedeVerObjetivos } from '../comandos-objetivo.js';
import { CrearObjetivo } from './crear-objetivo.command.js';

/** The specialty first, then the patient within the user's sites, its confidentiality and its leader; the domain decides the rest. */
@CommandHandler(CrearObjetivo)
export class CrearObjetivoHandler implements ICommandHandler<CrearObjetivo> {
  constructor(
    private readonly objetivos: ComandosObjetivo,
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ pedido: d, contexto }: CrearObjetivo): Promise<ObjetivoCreado> {
    const usuario = contexto.usuario!;
    if (!especialidadValida(d.especialidad)) throw new ReglaIncumplida(M.especialidadInvalida, 'invalido');
    const paciente = await this.objetivos.paciente(usuario, d.paciente);
    if (!puedeVerObjetivos(d.especialidad, paciente.bloqueadoPara, usuario)) throw new ReglaIncumplida(M.confidencial, 'prohibido');
    const lider = paciente.lideres[d.especialidad];
    puedeCrear(usuario, { estado: paciente.estado, lider });
    // The objective belongs to the specialty's leader; an administrator creating it for a patient without one owns it.
    const terapeutaId = lider ?? usuario.id;
    const terapeuta = (lider && lider !== usuario.id ? await nombreDeUsuario(this.db, lider) : null) ?? nombreDe(usuario);
    const id = randomUUID();
    await this.ejecutor.ejecutar({
      streamId: streamObjetivo(id),
      agregado: agregadoObjetivo,
      contexto,
      decidir: () =>
        decidirCreacion(
          {
            id,
            pacienteId: paciente.id,
            paciente: paciente.nombre,
            especialidad: d.especialidad,
            objetivo: d.objetivo,
            tareas: d.tareas,
            fechaInicio: d.fechaInicio,
            terapeutaId,
            terapeuta,
            creadoPor: usuario.id,
          },
          hoy(this.reloj),
        ),
    });
    return { ...objetivoLeido(await this.objetivos.abrir(usuario, id), hoy(this.reloj), true), mensaje: M.registrado };
  }
}
