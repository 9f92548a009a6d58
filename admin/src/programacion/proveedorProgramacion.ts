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
import type { PacienteElegible } from '../coberturas/servicios/BuscarPaciente';

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
export const metodosProgramacion = {
  sesionesProgramadas: (filtro: FiltroSesiones) =>
    enviar<SesionLeida[]>(`${rutaApi('sesiones')}${parametros({ filter: filtro, range: [0, 1999], sort: ['fecha', 'ASC'] })}`),
  /** The photo of the session's patient (404 when none). */
  fotoPacienteDeSesion: (id: string) => descargar(rutaApi('sesiones', id, 'foto'), 'foto'),
  sesionProgramada: (id: string) =>
    enviar<SesionLeida & { evolucionRegistrada: (EvolucionPedida & { atrasada: boolean; fechaEvolucion: string }) | null }>(rutaApi('sesiones', id)),
  terapeutasProgramables: (filtro: { especialidad?: number; sede?: string } = {}) =>
    enviar<TerapeutaProgramable[]>(
      `${rutaApi('terapeutas')}${parametros({ especialidad: filtro.especialidad === undefined ? undefined : String(filtro.especialidad), sede: filtro.sede })}`,
    ),
  serviciosParaProgramar: (paciente: string, fecha: string) =>
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
  ocupacionDeTerapeuta: (filtro: { terapeuta: string; desde: string; hasta: string; sede?: string }) =>
    enviar<OcupacionDeTerapeuta[]>(`${rutaApi('sesiones', 'ocupacion')}${parametros(filtro)}`),
  cancelarSesion: (id: string, motivo: string, detalle?: string) => enviar<Mensaje>(rutaApi('sesiones', id, 'cancelar'), 'POST', { motivo, detalle }),
  historialSesion: (id: string) =>
    enviar<{ fecha: string; accion: string; persona: string; usuario?: string | null; detalle: string }[]>(rutaApi('sesiones', id, 'historial')),
  /** 'Gestión de terapias': the server holds its window (5 days back to today). */
  cancelarSesionEnGestion: (id: string, motivo: string, detalle?: string) =>
    enviar<Mensaje>(rutaApi('sesiones', id, 'cancelar-en-gestion'), 'POST', { motivo, detalle }),
  cancelarSesionesMasivo: (datos: CancelarMasivoSolicitud) => enviar<CancelacionMasiva>(rutaApi('sesiones', 'cancelar-masivo'), 'POST', datos),
  aceptarCytDeSesion: (id: string) => enviar<Mensaje>(rutaApi('sesiones', id, 'aceptar-cyt'), 'POST', {}),
  cambiarHorarioDeSesion: (id: string, horaInicio: string, horaFin: string) =>
    enviar<Mensaje>(rutaApi('sesiones', id, 'horario'), 'POST', { horaInicio, horaFin }),
  cambiarTerapeutaDeSesion: (id: string, terapeuta: string) => enviar<Mensaje>(rutaApi('sesiones', id, 'terapeuta'), 'POST', { terapeuta }),
  evolucionarSesion: (id: string, evolucion: EvolucionPedida) => enviar<SesionEvolucionada>(rutaApi('sesiones', id, 'evolucion'), 'POST', evolucion),
  /** What an evaluation needs recorded in the history on its date: {motivos, impresion, plan}. */
  estadoEvaluacionEnHistoria: (paciente: string, fecha: string) =>
    enviar<{ motivos: boolean; impresion: boolean; plan: boolean; confidencial?: string }>(
      `${rutaApi('pacientes', paciente, 'historia', 'estado-evaluacion')}${parametros({ fecha })}`,
    ),
  catalogoDeEvolucion: (tipo: 'estrategias' | 'materiales', especialidad: number) =>
    enviar<ItemCatalogo[]>(`${rutaApi('catalogos', tipo)}${parametros({ filter: { especialidad, estado: 1 }, range: [0, 499] })}`),
  /** The patient 'Programar sesiones' opens with, read as the patient search reads them. */
  pacienteParaProgramar: (id: string) => enviar<PacienteElegible[]>(`${rutaApi('pacientes')}${parametros({ filter: { id: [id] }, range: [0, 0] })}`),
};

export type MetodosProgramacion = typeof metodosProgramacion;
