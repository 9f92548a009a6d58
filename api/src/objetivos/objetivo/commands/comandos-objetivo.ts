import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { MENSAJES_OBJETIVOS as M } from '@avanti/libs/contratos/objetivos';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamObjetivo } from '@avanti/libs/eventos/objetivos';
import { nombreDeUsuario, obtenerObjetivo, pacienteParaObjetivos } from '@avanti/libs/lecturas/objetivos';
import { hoy, type Reloj } from '@avanti/libs/reloj/reloj';
import { puedeVerSede } from '../../../acceso/autorizacion/alcance-sede.js';
import { EjecutorDeComandos } from '../../../infrastructure/comandos/ejecutor.js';
import type { ContextoPeticion, UsuarioAutenticado } from '../../../infrastructure/http/contexto.js';
import { DB, RELOJ } from '../../../infrastructure/tokens.js';
import { agregadoObjetivo, decidirCalificacion, decidirCreacion, decidirExtension, especialidadValida, PSICOLOGIA, puedeCrear, type PedidoCalificacion } from '../domain/objetivo.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CAPACIDAD_CONFIDENCIALES = 'capacidad.ver-historias-confidenciales';

/** DOMAIN 'Clinical history': psychology objectives of a locked patient only for the locking user and the capability. */
export const puedeVerObjetivos = (especialidad: number, bloqueadoPara: string | null, usuario: UsuarioAutenticado): boolean =>
  especialidad !== PSICOLOGIA || bloqueadoPara === null || bloqueadoPara === usuario.id || usuario.permisos.has(CAPACIDAD_CONFIDENCIALES);

const nombreDe = (u: UsuarioAutenticado) => `${u.nombres} ${u.apellidos}`.trim() || u.usuario;

export interface PedidoNuevoObjetivo {
  paciente?: unknown;
  especialidad?: unknown;
  objetivo?: unknown;
  tareas?: unknown;
  fechaInicio?: unknown;
}

/** Spec 2 'Objectives and achievements': create, rate a period, extend. */
@Injectable()
export class ComandosObjetivo {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
    private readonly ejecutor: EjecutorDeComandos,
  ) {}

  /** A patient of a site the user may not see answers as one that does not exist. */
  async paciente(usuario: UsuarioAutenticado, id: unknown) {
    const paciente = typeof id === 'string' && UUID.test(id) ? await pacienteParaObjetivos(this.db, id) : null;
    if (!paciente || !puedeVerSede(usuario, paciente.sede)) throw new NoEncontrado(M.pacienteNoEncontrado);
    return paciente;
  }

  /** The objective, visible to this user (site, then confidentiality with the spec's words). */
  async abrir(usuario: UsuarioAutenticado, id: string) {
    const fila = UUID.test(id) ? await obtenerObjetivo(this.db, id) : null;
    if (!fila || !puedeVerSede(usuario, fila.sede)) throw new NoEncontrado(M.noEncontrado);
    if (!puedeVerObjetivos(fila.o.especialidad, fila.bloqueadoPara, usuario)) throw new ReglaIncumplida(M.confidencial, 'prohibido');
    return fila.o;
  }

  async crear(contexto: ContextoPeticion, d: PedidoNuevoObjetivo) {
    const usuario = contexto.usuario!;
    if (!especialidadValida(d.especialidad)) throw new ReglaIncumplida(M.especialidadInvalida, 'invalido');
    const paciente = await this.paciente(usuario, d.paciente);
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
        decidirCreacion({ id, pacienteId: paciente.id, paciente: paciente.nombre, especialidad: d.especialidad, objetivo: d.objetivo, tareas: d.tareas, fechaInicio: d.fechaInicio, terapeutaId, terapeuta, creadoPor: usuario.id }, hoy(this.reloj)),
    });
    return { id, mensaje: M.registrado };
  }

  async calificar(contexto: ContextoPeticion, id: string, pedido: PedidoCalificacion) {
    const usuario = contexto.usuario!;
    const objetivo = await this.abrir(usuario, id);
    const [evento] = await this.ejecutor.ejecutar({
      streamId: streamObjetivo(id),
      agregado: agregadoObjetivo,
      contexto,
      decidir: (estado) => decidirCalificacion(estado, pedido, { usuario, nombre: nombreDe(usuario), hoy: hoy(this.reloj) }),
    });
    const unica = objetivo.forma === 'unica' || (evento?.datos as { periodo?: number } | undefined)?.periodo === 0;
    return { id, mensaje: unica ? M.evaluado : M.periodoEvaluado };
  }

  async extender(contexto: ContextoPeticion, id: string, fecha: unknown) {
    const usuario = contexto.usuario!;
    await this.abrir(usuario, id);
    await this.ejecutor.ejecutar({
      streamId: streamObjetivo(id),
      agregado: agregadoObjetivo,
      contexto,
      decidir: (estado) => decidirExtension(estado, fecha, { usuario, hoy: hoy(this.reloj) }),
    });
    return { id, mensaje: M.actualizado };
  }
}
