import type { EventoNuevo } from '../eventstore/tipos.js';

export const streamSesion = (id: string) => `sesion-${id}`;

export const TIPOS_SESION = ['Terapia', 'Evaluacion', 'CYT', 'GTSL'] as const;
export type TipoSesion = (typeof TIPOS_SESION)[number];
export const LUGARES_SESION = ['Sede', 'Domicilio', 'Virtual'] as const;
export type LugarSesion = (typeof LUGARES_SESION)[number];
/** 3 pending (initial), 1 done (evolved), 2 cancelled. */
export type EstadoEvento = 1 | 2 | 3;

/** Everything the calendar and the reports show, names included: projectors read no other tables. */
export interface DatosSesionProgramada {
  id: string;
  pacienteId: string;
  pacienteNombre: string;
  pacienteDocumento: string;
  coberturaId: string;
  coberturaCodigo: string;
  formato: 1 | 2 | 3;
  lineaId: string;
  entidadNombre: string;
  servicio: number;
  especialidad: string;
  terapeutaId: string;
  terapeutaNombre: string;
  fecha: string;
  horaInicio: string;
  horaFin: string;
  unidades: number;
  tipo: TipoSesion;
  lugar: LugarSesion;
  valor: number;
  copago: number;
  sede: string;
  /** The scheduler confirmed an overlap (a group session). */
  cruceConfirmado: boolean;
}

export type SesionProgramada = EventoNuevo<'SesionProgramada', DatosSesionProgramada>;
export type SesionCancelada = EventoNuevo<
  'SesionCancelada',
  {
    id: string;
    pacienteNombre: string;
    fecha: string;
    horaInicio: string;
    motivo: string /** The short text of 'Otros'. */;
    detalle?: string;
    canceladaPor: string;
    coberturaId: string;
    lineaId: string;
    unidades: number;
  }
>;
export type CytAceptada = EventoNuevo<'CytAceptada', { id: string; pacienteNombre: string; fecha: string }>;
export type HorarioSesionCambiado = EventoNuevo<
  'HorarioSesionCambiado',
  {
    id: string;
    pacienteNombre: string;
    /** The session's date after the change. */
    fecha: string;
    /** Only when it moved to another day (drag and drop across days, issue 27 item 7): the date it had. */
    fechaAnterior?: string;
    horaInicioAnterior: string;
    horaFinAnterior: string;
    horaInicio: string;
    horaFin: string;
    unidades: number;
  }
>;
export type TerapeutaSesionCambiado = EventoNuevo<
  'TerapeutaSesionCambiado',
  {
    id: string;
    pacienteNombre: string;
    fecha: string;
    terapeutaAnteriorId: string;
    terapeutaAnteriorNombre: string;
    terapeutaId: string;
    terapeutaNombre: string;
  }
>;
export type EvolucionRegistrada = EventoNuevo<
  'EvolucionRegistrada',
  {
    id: string;
    pacienteId: string;
    pacienteNombre: string;
    terapeutaId: string;
    terapeutaNombre: string;
    fecha: string;
    fechaEvolucion: string;
    atrasada: boolean;
    estrategias: { id: string; descripcion: string }[];
    material: string | null;
    estadoPaciente: string;
    evolucion: string;
    requiereExamen: boolean;
  }
>;

export type EventoSesion = SesionProgramada | SesionCancelada | CytAceptada | HorarioSesionCambiado | TerapeutaSesionCambiado | EvolucionRegistrada;
export const TIPOS_EVENTO_SESION = [
  'SesionProgramada',
  'SesionCancelada',
  'CytAceptada',
  'HorarioSesionCambiado',
  'TerapeutaSesionCambiado',
  'EvolucionRegistrada',
] as const satisfies readonly EventoSesion['tipo'][];
