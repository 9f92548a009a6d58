import { descargar, enviar, parametros, rutaApi } from '../proveedor-datos/peticion';
import type {
  CancelacionMasiva,
  CancelarMasivoSolicitud,
  EvolucionarSesionSolicitud,
  ItemProgramacionSolicitud,
  MensajeRespuesta,
  PedidoMoverSesion,
  PedidoSerieProgramada,
  PorEspecialidadSolicitud,
  SesionesProgramadas,
  SesionEvolucionada,
  SemanalSolicitud,
} from '../../../libs/src/programacion/contrato';
import type {
  OcupacionDeTerapeuta,
  SerieProgramada,
  ServicioDisponible,
  SesionLeida,
  TerapeutaProgramable,
  VistaPreviaPorEspecialidad,
  VistaPreviaSerie,
  VistaPreviaSerieProgramada,
} from '../contratos';

export interface FiltroSesiones {
  sede?: string;
  terapeuta?: string;
  paciente?: string;
  desde?: string;
  hasta?: string;
  estado?: number;
}

/** The session commands' request shapes are the api's (libs/src/programacion/contrato.ts, issue 25): one definition for both. */
export type ItemProgramar = ItemProgramacionSolicitud;
export type SemanalProgramar = SemanalSolicitud;
/** By specialty (spec 2 type 3): the server picks the authorization of each date. */
export type PorEspecialidadProgramar = PorEspecialidadSolicitud;
/** What the evolution dialog sends, every field filled. */
export type EvolucionPedida = Required<EvolucionarSesionSolicitud>;

export interface ItemCatalogo {
  id: string;
  descripcion: string;
}

type Mensaje = MensajeRespuesta;

/** Scheduling's commands and lookups (api/src/programacion, spec 2 'Scheduling calendar', cancellations, agenda). */
export const proveedorProgramacion = {
  sesiones: (filtro: FiltroSesiones) =>
    enviar<SesionLeida[]>(`${rutaApi('sesiones')}${parametros({ filter: filtro, range: [0, 1999], sort: ['fecha', 'ASC'] })}`),
  /** The photo of the session's patient (404 when none). */
  fotoSesion: (id: string) => descargar(rutaApi('sesiones', id, 'foto'), 'foto'),
  sesion: (id: string) =>
    enviar<SesionLeida & { evolucionRegistrada: (EvolucionPedida & { atrasada: boolean; fechaEvolucion: string }) | null }>(rutaApi('sesiones', id)),
  terapeutas: (filtro: { especialidad?: number; sede?: string } = {}) =>
    enviar<TerapeutaProgramable[]>(
      `${rutaApi('terapeutas')}${parametros({ especialidad: filtro.especialidad === undefined ? undefined : String(filtro.especialidad), sede: filtro.sede })}`,
    ),
  serviciosDisponibles: (paciente: string, fecha: string) =>
    enviar<ServicioDisponible[]>(`${rutaApi('pacientes', paciente, 'servicios-disponibles')}${parametros({ fecha })}`),
  programarSesiones: (items: ItemProgramar[], confirmarCruces = false) =>
    enviar<SesionesProgramadas>(rutaApi('sesiones', 'programar'), 'POST', { items, confirmarCruces }),
  programarSemanal: (semanal: SemanalProgramar, confirmarCruces = false) =>
    enviar<SesionesProgramadas>(rutaApi('sesiones', 'programar'), 'POST', { semanal, confirmarCruces }),
  programarPorEspecialidad: (porEspecialidad: PorEspecialidadProgramar, confirmarCruces = false) =>
    enviar<SesionesProgramadas>(rutaApi('sesiones', 'programar'), 'POST', { porEspecialidad, confirmarCruces }),
  previsualizarPorEspecialidad: (porEspecialidad: PorEspecialidadProgramar) =>
    enviar<VistaPreviaPorEspecialidad>(rutaApi('sesiones', 'programar', 'previsualizar'), 'POST', { porEspecialidad }),
  previsualizarSemanal: (semanal: SemanalProgramar) => enviar<VistaPreviaSerie>(rutaApi('sesiones', 'programar', 'previsualizar'), 'POST', { semanal }),
  /** 'Ver fechas' of a series (issue 27 items 5, 6): each date with its clashes, the choices applied. */
  previsualizarSerie: (pedido: PedidoSerieProgramada) =>
    enviar<VistaPreviaSerieProgramada>(rutaApi('sesiones', 'programar-serie', 'previsualizar'), 'POST', pedido),
  /** 'Programar' a series with the choice per clashing date: 'Se programaron N sesiones' and the first date. */
  programarSerie: (pedido: PedidoSerieProgramada) => enviar<SerieProgramada>(rutaApi('sesiones', 'programar-serie'), 'POST', pedido),
  /** A session to another day and time (drag and drop, or 'Cambiar horario'). */
  moverSesion: (id: string, pedido: PedidoMoverSesion) => enviar<Mensaje>(rutaApi('sesiones', id, 'mover'), 'POST', pedido),
  /** The therapist's sessions at the other sites, without patient: greyed on the calendar. */
  ocupacion: (filtro: { terapeuta: string; desde: string; hasta: string; sede?: string }) =>
    enviar<OcupacionDeTerapeuta[]>(`${rutaApi('sesiones', 'ocupacion')}${parametros(filtro)}`),
  cancelarSesion: (id: string, motivo: string, detalle?: string) => enviar<Mensaje>(rutaApi('sesiones', id, 'cancelar'), 'POST', { motivo, detalle }),
  historialSesion: (id: string) =>
    enviar<{ fecha: string; accion: string; persona: string; usuario?: string | null; detalle: string }[]>(rutaApi('sesiones', id, 'historial')),
  /** 'Gestión de terapias': the server holds its window (5 days back to today). */
  cancelarEnGestion: (id: string, motivo: string, detalle?: string) =>
    enviar<Mensaje>(rutaApi('sesiones', id, 'cancelar-en-gestion'), 'POST', { motivo, detalle }),
  cancelarMasivo: (datos: CancelarMasivoSolicitud) => enviar<CancelacionMasiva>(rutaApi('sesiones', 'cancelar-masivo'), 'POST', datos),
  aceptarCyt: (id: string) => enviar<Mensaje>(rutaApi('sesiones', id, 'aceptar-cyt'), 'POST', {}),
  cambiarHorario: (id: string, horaInicio: string, horaFin: string) => enviar<Mensaje>(rutaApi('sesiones', id, 'horario'), 'POST', { horaInicio, horaFin }),
  cambiarTerapeuta: (id: string, terapeuta: string) => enviar<Mensaje>(rutaApi('sesiones', id, 'terapeuta'), 'POST', { terapeuta }),
  evolucionarSesion: (id: string, evolucion: EvolucionPedida) => enviar<SesionEvolucionada>(rutaApi('sesiones', id, 'evolucion'), 'POST', evolucion),
  /** What an evaluation needs recorded in the history on its date: {motivos, impresion, plan}. */
  estadoEvaluacion: (paciente: string, fecha: string) =>
    enviar<{ motivos: boolean; impresion: boolean; plan: boolean; confidencial?: string }>(
      `${rutaApi('pacientes', paciente, 'historia', 'estado-evaluacion')}${parametros({ fecha })}`,
    ),
  catalogo: (tipo: 'estrategias' | 'materiales', especialidad: number) =>
    enviar<ItemCatalogo[]>(`${rutaApi('catalogos', tipo)}${parametros({ filter: { especialidad, estado: 1 }, range: [0, 499] })}`),
};
