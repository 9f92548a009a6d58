import type { Agregado } from '@avanti/libs/dominio/agregado';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import {
  ESCALA_CALIFICACION,
  FECHA_FORMA_PERIODOS,
  FECHA_LIMITE_ROL_15,
  MENSAJES_OBJETIVOS as M,
  porcentajeDe,
  finDeTrimestre,
  rangoDeInicioObjetivo,
} from '@avanti/libs/objetivos/contrato-lecturas';
import type {
  CalificacionTarea,
  EspecialidadObjetivo,
  EventoObjetivo,
  FechaObjetivoExtendida,
  FormaCalificacion,
  ObjetivoCreado,
  PeriodoObjetivoCalificado,
} from '@avanti/libs/objetivos/eventos';
import { esFechaIso } from '@avanti/libs/dominio/fecha-iso';

export const MAX_TEXTO = 20_000;
export const ESPECIALIDADES: readonly EspecialidadObjetivo[] = [2, 3, 4, 5, 6];
export const PSICOLOGIA: EspecialidadObjetivo = 6;
export const CAPACIDAD_CALIFICAR = 'capacidad.calificar-objetivos';
export const ROL_ADMINISTRADOR = 1;
export const ROL_COORDINACION_TERAPEUTICA = 15;

const invalido = (mensaje: string) => new ReglaIncumplida(mensaje, 'invalido');
const prohibido = (mensaje: string) => new ReglaIncumplida(mensaje, 'prohibido');

export const esFecha = esFechaIso;

/** Last day of the calendar quarter of a date (the contract's, shared with the screen). */
export { finDeTrimestre };

/** Objectives starting before 2025-03-09 keep the older single rating. */
export const formaDe = (fechaInicio: string): FormaCalificacion => (fechaInicio < FECHA_FORMA_PERIODOS ? 'unica' : 'periodos');

export interface Usuario {
  id: string;
  rol: number;
  permisos: ReadonlySet<string>;
}

/** New objective: the specialty's leader while the patient is active, or the administrator (role 1) while active. */
export function puedeCrear(usuario: Usuario, paciente: { estado: number; lider: string | null }): void {
  if (paciente.estado !== 1) throw new ReglaIncumplida(M.pacienteInactivo);
  if (usuario.rol !== ROL_ADMINISTRADOR && paciente.lider !== usuario.id) throw prohibido(M.noEsLider);
}

/** A new objective as the request typed it (commands/crear-objetivo); presence and rules are checked here. */
export interface PedidoObjetivo {
  id: string;
  pacienteId: string;
  paciente: string;
  especialidad: number | null | undefined;
  objetivo: string | null | undefined;
  tareas: readonly string[] | null | undefined;
  fechaInicio: string | null | undefined;
  terapeutaId: string;
  terapeuta: string;
  creadoPor: string;
}

export const especialidadValida = (e: unknown): e is EspecialidadObjetivo => ESPECIALIDADES.includes(e as EspecialidadObjetivo);

/** `hoy`: the start date must fall in `rangoDeInicioObjetivo(hoy)`; the demo's seed, which writes history, passes none. */
export function decidirCreacion(p: PedidoObjetivo, hoy?: string): [ObjetivoCreado] {
  if (!especialidadValida(p.especialidad)) throw invalido(M.especialidadInvalida);
  const objetivo = typeof p.objetivo === 'string' ? p.objetivo.trim() : '';
  if (!objetivo) throw invalido(M.objetivoObligatorio);
  if (objetivo.length > MAX_TEXTO) throw invalido(M.objetivoLargo);
  if (!Array.isArray(p.tareas) || p.tareas.length !== 3) throw invalido(M.tresTareas);
  const tareas = p.tareas.map((t) => (typeof t === 'string' ? t.trim() : ''));
  if (tareas.some((t) => !t)) throw invalido(M.tareaVacia);
  if (tareas.some((t) => t.length > MAX_TEXTO)) throw invalido(M.tareaLarga);
  if (new Set(tareas.map((t) => t.toLocaleLowerCase('es'))).size !== 3) throw invalido(M.tareasIguales);
  if (!esFecha(p.fechaInicio)) throw invalido(M.fechaInvalida);
  if (hoy !== undefined) {
    const { desde, hasta } = rangoDeInicioObjetivo(hoy);
    if (p.fechaInicio < desde || p.fechaInicio > hasta) throw invalido(M.inicioFueraDeRango(desde, hasta));
  }
  return [
    {
      tipo: 'ObjetivoCreado',
      datos: {
        id: p.id,
        pacienteId: p.pacienteId,
        paciente: p.paciente,
        especialidad: p.especialidad,
        objetivo,
        tareas: tareas as [string, string, string],
        fechaInicio: p.fechaInicio,
        fechaFin: finDeTrimestre(p.fechaInicio),
        forma: formaDe(p.fechaInicio),
        terapeutaId: p.terapeutaId,
        terapeuta: p.terapeuta,
        creadoPor: p.creadoPor,
      },
    },
  ];
}

export interface EstadoObjetivoAgregado {
  existe: boolean;
  id: string;
  paciente: string;
  especialidad: number;
  terapeutaId: string;
  fechaInicio: string;
  fechaFin: string;
  forma: FormaCalificacion;
  /** Periods rated (0 for the single rating). */
  periodos: readonly number[];
  logrado: boolean;
}

export const agregadoObjetivo: Agregado<EstadoObjetivoAgregado, EventoObjetivo> = {
  inicial: {
    existe: false,
    id: '',
    paciente: '',
    especialidad: 0,
    terapeutaId: '',
    fechaInicio: '',
    fechaFin: '',
    forma: 'periodos',
    periodos: [],
    logrado: false,
  },
  evolucionar(estado, e) {
    switch (e.tipo) {
      case 'ObjetivoCreado': {
        const d = e.datos;
        return {
          ...estado,
          existe: true,
          id: d.id,
          paciente: d.paciente,
          especialidad: d.especialidad,
          terapeutaId: d.terapeutaId,
          fechaInicio: d.fechaInicio,
          fechaFin: d.fechaFin,
          forma: d.forma,
        };
      }
      case 'PeriodoObjetivoCalificado':
        return { ...estado, periodos: [...estado.periodos, e.datos.periodo], logrado: estado.logrado || e.datos.logro };
      case 'FechaObjetivoExtendida':
        return { ...estado, fechaFin: e.datos.fechaFin };
    }
  },
};

const existente = (estado: EstadoObjetivoAgregado) => {
  if (!estado.existe) throw new NoEncontrado(M.noEncontrado);
  return estado;
};

/**
 * Who may rate (spec 2 §6). Per-period form: the owning therapist or the 'edit and rate objectives' capability.
 * Older single form: the owning therapist while not achieved, or the capability — held by role 15 only for
 * objectives before 2024-01-15.
 */
export function puedeCalificar(estado: EstadoObjetivoAgregado, usuario: Usuario): boolean {
  const propio = estado.terapeutaId === usuario.id;
  const capacidad = usuario.permisos.has(CAPACIDAD_CALIFICAR);
  if (estado.forma === 'periodos') return propio || capacidad;
  if (propio && !estado.logrado) return true;
  if (!capacidad) return false;
  return usuario.rol !== ROL_COORDINACION_TERAPEUTICA || estado.fechaInicio < FECHA_LIMITE_ROL_15;
}

/** A rating as the request typed it (commands/calificar-objetivo); which fields the objective's form needs is checked here. */
export interface PedidoCalificacion {
  periodo?: number | null;
  tareas?: readonly { puntaje?: number | null; cumple?: boolean | null }[] | null;
  /** The single rating of the older form. */
  puntaje?: number | null;
  comentario?: string | null;
  logro?: string | null;
  evidencia?: string | null;
}

const puntajeValido = (p: unknown): p is number => ESCALA_CALIFICACION.some((o) => o.codigo === p);

function textoOpcional(valor: unknown): string | null {
  if (valor === undefined || valor === null) return null;
  if (typeof valor !== 'string') throw invalido(M.textoLargo);
  const t = valor.trim();
  if (t.length > MAX_TEXTO) throw invalido(M.textoLargo);
  return t || null;
}

function evidenciaDe(valor: unknown): string | null {
  const t = textoOpcional(valor);
  if (t !== null && !/^https?:\/\/\S+$/i.test(t)) throw invalido(M.evidenciaInvalida);
  return t;
}

function tareasDe(valor: unknown): CalificacionTarea[] {
  if (!Array.isArray(valor) || valor.length !== 3) throw invalido(M.tresCalificaciones);
  return valor.map((t: unknown) => {
    const { puntaje, cumple } = (t && typeof t === 'object' ? t : {}) as { puntaje?: unknown; cumple?: unknown };
    if (!puntajeValido(puntaje)) throw invalido(M.puntajeInvalido);
    if (typeof cumple !== 'boolean') throw invalido(M.cumpleInvalido);
    return { puntaje, cumple };
  });
}

/** Rate a period (1, 2, 3 in order; each closes once rated; period 3 records the achievement) or the older single rating. */
export function decidirCalificacion(
  estadoLeido: EstadoObjetivoAgregado,
  pedido: PedidoCalificacion,
  quien: { usuario: Usuario; nombre: string; hoy: string },
): [PeriodoObjetivoCalificado] {
  const estado = existente(estadoLeido);
  if (!puedeCalificar(estado, quien.usuario)) throw prohibido(M.noPuedeCalificar);
  const base = { id: estado.id, paciente: estado.paciente, fecha: quien.hoy, calificadoPor: quien.nombre };
  if (estado.forma === 'unica') {
    if (pedido.periodo !== undefined && pedido.periodo !== null) throw invalido(M.formaUnica);
    if (!puntajeValido(pedido.puntaje)) throw invalido(M.puntajeInvalido);
    const logro = textoOpcional(pedido.logro ?? pedido.comentario);
    if (!logro) throw invalido(M.sinLogro);
    const evidencia = evidenciaDe(pedido.evidencia);
    const tareas = [0, 1, 2].map(() => ({ puntaje: pedido.puntaje as number, cumple: (pedido.puntaje as number) >= 60 }));
    return [
      { tipo: 'PeriodoObjetivoCalificado', datos: { ...base, periodo: 0, tareas, porcentaje: pedido.puntaje, comentario: logro, evidencia, logro: true } },
    ];
  }
  if (pedido.puntaje !== undefined && pedido.periodo === undefined) throw invalido(M.formaPeriodos);
  const periodo = pedido.periodo;
  if (periodo !== 1 && periodo !== 2 && periodo !== 3) throw invalido(M.periodoInvalido);
  if (estado.periodos.includes(periodo)) throw new ReglaIncumplida(M.periodoCerrado(periodo));
  if (periodo > 1 && !estado.periodos.includes(periodo - 1)) throw new ReglaIncumplida(M.periodoAnterior(periodo - 1));
  const tareas = tareasDe(pedido.tareas);
  const final = periodo === 3;
  const comentario = final ? textoOpcional(pedido.comentario ?? pedido.logro) : null;
  if (final && !comentario) throw invalido(M.sinLogro);
  const evidencia = final ? evidenciaDe(pedido.evidencia) : null;
  return [
    {
      tipo: 'PeriodoObjetivoCalificado',
      datos: { ...base, periodo, tareas, porcentaje: porcentajeDe(tareas.map((t) => t.puntaje)), comentario, evidencia, logro: final },
    },
  ];
}

/** Extend the completion date: not before today; by the owning therapist, the capability or the administrator. */
export function decidirExtension(
  estadoLeido: EstadoObjetivoAgregado,
  fecha: string | null | undefined,
  quien: { usuario: Usuario; hoy: string },
): [FechaObjetivoExtendida] {
  const estado = existente(estadoLeido);
  const { usuario } = quien;
  if (estado.terapeutaId !== usuario.id && !usuario.permisos.has(CAPACIDAD_CALIFICAR) && usuario.rol !== ROL_ADMINISTRADOR) throw prohibido(M.noPuedeExtender);
  if (estado.logrado) throw new ReglaIncumplida(M.yaEvaluado);
  if (!esFecha(fecha)) throw invalido(M.fechaInvalida);
  if (fecha < quien.hoy) throw invalido(M.fechaAntesDeHoy);
  if (fecha === estado.fechaFin) throw new ReglaIncumplida(M.mismaFecha);
  return [{ tipo: 'FechaObjetivoExtendida', datos: { id: estado.id, paciente: estado.paciente, fechaAnterior: estado.fechaFin, fechaFin: fecha } }];
}
