/**
 * Scheduling's command contract (issue 25 item 1): the request and response shapes of the session commands
 * (POST /api/sesiones/...), written once. The api's DTOs implement them (api/src/programacion/sesion/commands/<verbo>/)
 * and the admin's provider imports them as types. Plain TypeScript: no package, no node, no server code.
 */

// ─── Requests ───

/** One session of 'Programar' by list: the line (`cobertura` + `lineaId`) it draws from, its date and times. */
export interface ItemProgramacionSolicitud {
  /** id del paciente */
  paciente: string;
  /** id de la autorización */
  cobertura: string;
  lineaId: string;
  /** id del terapeuta */
  terapeuta: string;
  fecha: string;
  horaInicio: string;
  horaFin: string;
  tipo: string;
  lugar: string;
  /** Private clients, code 90 and agreements: the value per session (an insurer's comes from its rate). */
  valor?: number;
  copago?: number;
}

/** A weekday of a series with its times: 1 Monday … 7 Sunday. */
export interface DiaProgramacionSolicitud {
  dia: number;
  horaInicio: string;
  horaFin: string;
}

/** 'Programar' weekly: one line, from `desde`, on the chosen weekdays, while the pool and the authorization last. */
export interface SemanalSolicitud extends Omit<ItemProgramacionSolicitud, 'fecha' | 'horaInicio' | 'horaFin'> {
  desde: string;
  dias: DiaProgramacionSolicitud[];
  /** Ends after this many sessions. */
  sesiones?: number;
  /** Ends on this date, included. */
  hasta?: string;
}

/** 'Programar' by specialty (spec 2 type 3): Monday to Saturday, the server picks the authorization of each date. */
export interface PorEspecialidadSolicitud {
  paciente: string;
  especialidad: number;
  terapeuta: string;
  tipo: string;
  lugar: string;
  desde: string;
  sesiones?: number;
  hasta?: string;
  dias: DiaProgramacionSolicitud[];
  valor?: number;
  copago?: number;
}

/** POST /api/sesiones/programar: one of the three modes (decision 0017); all or nothing. */
export interface ProgramarSesionesSolicitud {
  items?: ItemProgramacionSolicitud[];
  semanal?: SemanalSolicitud;
  porEspecialidad?: PorEspecialidadSolicitud;
  /** The clashes are confirmed (group sessions). */
  confirmarCruces?: boolean;
}

/** POST /api/sesiones/programar/previsualizar: the dates a weekly series or a by-specialty request would generate. */
export interface PrevisualizarProgramacionSolicitud {
  semanal?: SemanalSolicitud;
  porEspecialidad?: PorEspecialidadSolicitud;
}

/** POST /api/sesiones/:id/cancelar and /cancelar-en-gestion: a reason from the list; with 'Otros', why. */
export interface CancelarSesionSolicitud {
  motivo: string;
  detalle?: string;
}

/** POST /api/sesiones/cancelar-masivo: every pending session of a patient or a therapist in a date range. */
export interface CancelarMasivoSolicitud extends CancelarSesionSolicitud {
  paciente?: string;
  terapeuta?: string;
  desde: string;
  hasta: string;
}

/** POST /api/sesiones/:id/horario: new times the same day. */
export interface CambiarHorarioSolicitud {
  horaInicio: string;
  horaFin: string;
  confirmarCruces?: boolean;
}

/** POST /api/sesiones/:id/terapeuta: another therapist of the same specialty. */
export interface CambiarTerapeutaSolicitud {
  /** id del terapeuta */
  terapeuta: string;
  confirmarCruces?: boolean;
}

/** POST /api/sesiones/:id/evolucion: the therapist's evolution (a therapy needs strategies and the patient's state). */
export interface EvolucionarSesionSolicitud {
  /** ids of the specialty's strategies */
  estrategias?: string[];
  /** id of a material of the specialty, or empty */
  material?: string;
  estadoPaciente?: string;
  evolucion: string;
  requiereExamen?: boolean;
}

// ─── Series without surprises and moves (issue 27 items 5 to 7, decision 0041) ───

/** What the scheduler chose for one date of a series: skip it, move it, or keep it despite the clash (a group session). */
export const ACCIONES_FECHA = ['omitir', 'mover', 'mantener'] as const;
export type AccionFecha = (typeof ACCIONES_FECHA)[number];

export interface EleccionDeFecha {
  /** The date as the series generated it. */
  fecha: string;
  accion: AccionFecha;
  /** 'mover': where it goes (its times default to the series' ones). */
  fechaNueva?: string;
  horaInicio?: string;
  horaFin?: string;
}

export interface DiaDeSerieProgramada {
  /** 1 Monday … 7 Sunday (by specialty, Monday to Saturday). */
  dia: number;
  horaInicio: string;
  horaFin: string;
}

/**
 * POST /api/sesiones/programar-serie and its /previsualizar: a weekly series drawn from one line
 * (`cobertura` + `lineaId`) or by specialty (`especialidad`: the server picks each date's line). It ends after
 * `sesiones` sessions, on `hasta`, or (with neither) when the pool or the authorization runs out.
 */
export interface PedidoSerieProgramada {
  paciente: string;
  terapeuta: string;
  tipo: string;
  lugar: string;
  valor?: number;
  copago?: number;
  cobertura?: string;
  lineaId?: string;
  especialidad?: number;
  desde: string;
  dias: DiaDeSerieProgramada[];
  sesiones?: number;
  hasta?: string;
  elecciones?: EleccionDeFecha[];
}

/** POST /api/sesiones/:id/mover: a pending session to another date and time (drag and drop, or the dialog). */
export interface PedidoMoverSesion {
  fecha: string;
  horaInicio: string;
  horaFin: string;
  /** A clash with a group session, confirmed. */
  confirmarCruces?: boolean;
}

// ─── Responses ───

export interface MensajeRespuesta {
  mensaje: string;
}

/** 'Programar': the new sessions' ids; a series that stopped early says why in `detenida`. */
export interface SesionesProgramadas extends MensajeRespuesta {
  ids: string[];
  detenida?: string | null;
}

export interface CancelacionMasiva extends MensajeRespuesta {
  canceladas: number;
  /** Sessions left as they were, and why (an expired order...). */
  omitidas: { id: string; mensaje: string }[];
}

/** A late evolution is paid at half: `aviso` says so. */
export interface SesionEvolucionada extends MensajeRespuesta {
  aviso?: string;
}
