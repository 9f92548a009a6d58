/** Scheduling (spec 2 'Scheduling calendar', cancellations, 'Therapist agenda and evolutions'): shapes and labels. */

/** Spec 2 §9: the cancellation reasons, in the spec's order. */
export const MOTIVOS_CANCELACION = [
  'Cambio de terapeuta',
  'Clima',
  'Colegio',
  'Cuarentena / Posible COVID',
  'Decisión familia',
  'Enfermedad / Cita médica',
  'Evento Social / Extracurricular',
  'Error en la programación / Error administrativo',
  'Exigencias en la programación',
  'Falta de transporte',
  'Falta orden médica',
  'Hora programada no sirve',
  'No disponibilidad AVANZA',
  'Puntualidad / Trafico / Lejania con centro',
  'Retiro voluntario',
  'Servicios públicos',
  'Sin disponibilidad acudiente',
  'Viaje / Vacaciones',
  'Otros',
] as const;

/** Spec 2 'Single session cancellation': 'Gestión de terapias' cancels sessions dated from this many days ago to today. */
export const DIAS_ATRAS_GESTION_TERAPIAS = 5;
export const MENSAJE_FUERA_DE_VENTANA_GESTION = 'En Gestión de terapias solo se cancelan sesiones desde hace 5 días hasta hoy';

export const ESTADOS_SESION = [
  { id: 3, nombre: 'Pendiente', color: 'blue' },
  { id: 1, nombre: 'Realizada', color: 'green' },
  { id: 2, nombre: 'Cancelada', color: 'red' },
] as const;

export const TIPOS_SESION_OPCIONES = [
  { id: 'Terapia', nombre: 'Terapia' },
  { id: 'Evaluacion', nombre: 'Evaluación' },
  { id: 'CYT', nombre: 'CYT' },
  { id: 'GTSL', nombre: 'Gestión sin logro de objetivo' },
] as const;
/** A session type as people read it ('Evaluación', with its accent), never the stored code. */
export const textoTipoSesion = (tipo: string): string => TIPOS_SESION_OPCIONES.find((t) => t.id === tipo)?.nombre ?? tipo;
/** '1 unidad', '2 unidades' (issue 28 item 19). */
export const textoUnidades = (n: number): string => `${n} ${n === 1 ? 'unidad' : 'unidades'}`;

export const LUGARES_SESION_OPCIONES = [
  { id: 'Sede', nombre: 'Sede' },
  { id: 'Domicilio', nombre: 'Domicilio' },
  { id: 'Virtual', nombre: 'Virtual' },
] as const;

/** Labels on calendar events (spec 2 'Scheduling calendar'). */
export const ETIQUETAS_SESION = { realizada: 'Esta sesión fue realizada', cancelada: 'Esta sesión fue cancelada' } as const;

export interface SesionLeida {
  id: string;
  pacienteId: string;
  pacienteNombre: string;
  pacienteDocumento: string;
  coberturaId: string;
  coberturaCodigo: string;
  formato: number;
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
  tipo: string;
  lugar: string;
  estado: number;
  cytAceptada: boolean;
  valor: number;
  copago: number;
  sede: string;
  programadaPor: string;
  /** The login of whoever cancelled it (the event's); people read `canceladaPorNombre`. */
  canceladaPor: string | null;
  /** The name of whoever cancelled it, from the users' read model (issue 27 item 8); the login when no longer known. */
  canceladaPorNombre?: string | null;
  motivoCancelacion: string | null;
  atrasada: boolean;
  fechaEvolucion: string | null;
}

/** The evolution, shown only in the session's detail (clinical data). */
export interface EvolucionLeida {
  fechaEvolucion: string;
  atrasada: boolean;
  estrategias: { id: string; descripcion: string }[];
  material: string | null;
  estadoPaciente: string;
  evolucion: string;
  requiereExamen: boolean;
}

export interface TerapeutaProgramable {
  id: string;
  usuario: string;
  nombres: string;
  apellidos: string;
  especialidad: number;
  sede: string;
}

/** A weekly series before it is confirmed: the dates it generates and, when it stops early, why. */
export interface VistaPreviaSerie {
  fechas: { fecha: string; horaInicio: string; horaFin: string; unidades: number }[];
  festivosOmitidos: { fecha: string; nombre: string }[];
  detenida: string | null;
}

/** Scheduling by specialty: each generated date names the coverage line it draws from. */
export interface VistaPreviaPorEspecialidad extends VistaPreviaSerie {
  fechas: (VistaPreviaSerie['fechas'][number] & { coberturaId: string; lineaId: string; codigo: string })[];
}

// ─── Series without surprises (issue 27 items 5 and 6, decision 0041) ───

/** The series' and the move's request shapes live in the context's command contract (issue 25); re-exported for the screens that read them here. */
export {
  ACCIONES_FECHA,
  type AccionFecha,
  type DiaDeSerieProgramada,
  type EleccionDeFecha,
  type PedidoMoverSesion,
  type PedidoSerieProgramada,
} from './contrato.js';

/**
 * A session a date clashes with. `pacienteNombre` is null when it is at a site the scheduler cannot see: it is named by
 * site, therapist and time only.
 */
export interface ConflictoDeFecha {
  /** The clash is the same therapist's time or the same patient's. */
  motivo: 'terapeuta' | 'paciente';
  fecha: string;
  horaInicio: string;
  horaFin: string;
  sedeNombre: string;
  terapeutaNombre: string;
  pacienteNombre: string | null;
}

export interface FechaDeSerieProgramada {
  /** Where the session lands (a moved one: its new date). */
  fecha: string;
  horaInicio: string;
  horaFin: string;
  unidades: number;
  /** The date the series generated (what an `EleccionDeFecha` names). */
  fechaOriginal: string;
  coberturaId: string;
  lineaId: string;
  codigo: string;
  /** The choice applied to this date, if any ('omitir' dates are listed in `omitidas`). */
  accion: 'mover' | 'mantener' | null;
  conflictos: ConflictoDeFecha[];
  /** The clash may be kept: every clash is the same therapist at the same site (a group session). */
  mantenible: boolean;
}

export interface VistaPreviaSerieProgramada {
  fechas: FechaDeSerieProgramada[];
  /** Dates the scheduler chose to skip. */
  omitidas: string[];
  festivosOmitidos: { fecha: string; nombre: string }[];
  /** Why it stopped before the chosen end (pool, expiry), or null. */
  detenida: string | null;
  /** Dates that still clash without a choice: 'Programar' refuses while there is any. */
  conConflicto: number;
}

export interface SerieProgramada {
  ids: string[];
  cantidad: number;
  /** 'Sesión registrada con éxito. Se programaron 20 sesiones'. */
  mensaje: string;
  /** The first session's date: the calendar opens its week. */
  primeraFecha: string;
}

/** The spec's 'Sesión registrada con éxito', and how many (issue 27 item 6: 'Se programaron 20 sesiones'). */
export const mensajeSesionesProgramadas = (n: number): string =>
  `Sesión registrada con éxito. ${n === 1 ? 'Se programó 1 sesión' : `Se programaron ${n} sesiones`}`;

/** GET /api/sesiones/ocupacion: a therapist's sessions at the other sites, without patient details (shown greyed). */
export interface OcupacionDeTerapeuta {
  id: string;
  fecha: string;
  horaInicio: string;
  horaFin: string;
  sedeNombre: string;
  terapeutaNombre: string;
}
