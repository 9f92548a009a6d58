import type { Agregado } from '@avanti/libs/dominio/agregado';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { fechaLegible } from '@avanti/libs/contratos/fechas';
import { MENSAJE_FUERA_DE_VENTANA_GESTION, MOTIVOS_CANCELACION } from '@avanti/libs/programacion/contrato-lecturas';
import {
  LUGARES_SESION,
  TIPOS_SESION,
  type CytAceptada,
  type DatosSesionProgramada,
  type EstadoEvento,
  type EventoSesion,
  type EvolucionRegistrada,
  type HorarioSesionCambiado,
  type LugarSesion,
  type SesionCancelada,
  type SesionProgramada,
  type TerapeutaSesionCambiado,
  type TipoSesion,
} from '@avanti/libs/programacion/eventos';
import { esFecha, esHora, minutos, seCruzan, unidadesDe } from './calendario.js';

/** Spec 2 §5 and §8 word for word where the spec gives them; ours where it is silent. */
export const MENSAJES_SESION = {
  camposIncompletos: 'Debes completar todos los campos',
  superaAutorizadas: 'La cantidad de sesiones supera la cantidad de sesiones autorizadas',
  superaDisponibles: 'Las sesiones que quiere programar superan la cantidad de sesiones disponibles en este servicio.',
  sinTerapeuta: 'Debes seleccionar un terapeuta',
  sinValor: 'Debe registrar el valor por sesión a cobrar',
  sinFechaInicio: 'Debes ingresar la fecha de inicio de las sesiones',
  sinHoras: 'Ingrese la hora de inicio y final de la sesión',
  sinDias: 'No se ha programado ningún día',
  registrada: 'Sesión registrada con éxito',
  cancelada: 'Sesión cancelada con éxito',
  ordenVencida: 'No se puede cancelar la sesión - La orden ya está vencida',
  fueraDeVentanaGestion: MENSAJE_FUERA_DE_VENTANA_GESTION,
  errorServidor: 'Ocurrió un error en el servidor.',
  busquedaCancelacion: 'Debe seleccionar un paciente y la fecha de la sesion',
  faltanCampos: 'Faltan campos por llenar',
  evolucionFutura: 'No se puede ingresar la evolución porque la fecha del evento es superior a la fecha actual',
  evolucionAtrasada: 'La evolución se hará una fecha posterior a la programación, por lo tanto se pagará a la mitad.',
  evolucionada: 'Sesión evolucionada con éxito',
  // Ours, where the spec is silent.
  noEncontrada: 'No se encontró la sesión',
  tipoInvalido: 'El tipo de sesión debe ser Terapia, Evaluacion, CYT o GTSL',
  lugarInvalido: 'El lugar debe ser Sede, Domicilio o Virtual',
  fechaInvalida: 'La fecha de la sesión no es válida (aaaa-mm-dd)',
  horaInvalida: 'Las horas deben tener el formato hh:mm (24 horas)',
  finAntesDeInicio: 'La hora final debe ser posterior a la hora de inicio',
  fechaPasada: 'La fecha de la sesión no puede ser anterior a hoy',
  fechaVencida: (vence: string) => `La fecha de la sesión es posterior al vencimiento de la autorización (${fechaLegible(vence)})`,
  terapeutaNoEncontrado: 'El terapeuta seleccionado no existe o está inactivo',
  terapeutaOtraEspecialidad: (especialidad: string) => `El terapeuta seleccionado no es de ${especialidad}`,
  sinTarifa: (entidad: string, especialidad: string) => `No hay tarifa registrada para ${entidad} en ${especialidad}: regístrela en Tarifas`,
  valorInvalido: 'El valor y el copago deben ser números enteros mayores o iguales a cero',
  cruceTerapeuta: (c: Cruce) =>
    `Cruce de horario: ${c.terapeutaNombre} ya tiene una sesión el ${fechaLegible(c.fecha)} de ${c.horaInicio} a ${c.horaFin} (${c.pacienteNombre}). Confirme el cruce para programarla de todas formas (sesión grupal)`,
  crucePaciente: (c: Cruce) =>
    `Cruce de horario: ${c.pacienteNombre} ya tiene una sesión el ${fechaLegible(c.fecha)} de ${c.horaInicio} a ${c.horaFin} con ${c.terapeutaNombre}. Confirme el cruce para programarla de todas formas (sesión grupal)`,
  cruceOtraSede: (c: SesionOcupada) =>
    `Cruce de horario: ${c.terapeutaNombre} ya tiene una sesión el ${c.fecha} de ${c.horaInicio} a ${c.horaFin} en ${c.sedeNombre ?? 'otra sede'}`,
  soloPendientes: 'Solo se pueden modificar sesiones pendientes',
  cytSinCambios: 'Una sesión CYT no puede cambiar de hora ni de terapeuta',
  noEsCyt: 'Solo una sesión CYT se acepta',
  motivoInvalido: 'Seleccione un motivo de cancelación de la lista',
  detalleObligatorio: "Con el motivo 'Otros' escriba brevemente por qué se cancela",
  detalleLargo: 'El motivo de la cancelación admite máximo 200 caracteres',
  mismoTerapeuta: 'La sesión ya está asignada a ese terapeuta',
  mismoHorario: 'La sesión ya tiene ese horario',
  cytAceptada: 'CYT aceptada con éxito',
  horarioCambiado: 'Horario actualizado con éxito',
  terapeutaCambiado: 'Terapeuta actualizado con éxito',
  cytNoSeEvoluciona: 'Una sesión CYT no se evoluciona: se acepta',
  soloSuTerapeuta: 'Solo el terapeuta de la sesión puede evolucionarla',
  estadoPacienteLargo: 'El estado del paciente admite máximo 200 caracteres',
  evolucionLarga: 'La evolución admite máximo 1000 caracteres',
  estrategiaInvalida: 'Seleccione las estrategias del catálogo de su especialidad',
  materialInvalido: 'Seleccione el material del catálogo de su especialidad',
  historiaIncompleta: (faltan: string[]) =>
    `La evaluación no se puede evolucionar: la historia clínica no tiene ${faltan.join(', ')}. Complételos en el módulo de historia clínica`,
  canceladasMasivo: (n: number) => `${n} ${n === 1 ? 'sesión cancelada' : 'sesiones canceladas'} con éxito`,
  sinSesionesMasivo: 'No hay sesiones pendientes para cancelar con ese filtro',
} as const;

export interface Cruce {
  fecha: string;
  horaInicio: string;
  horaFin: string;
  terapeutaNombre: string;
  pacienteNombre: string;
}

export const LARGO_ESTADO_PACIENTE = 200;
export const LARGO_EVOLUCION = 1000;
export const LARGO_DETALLE_CANCELACION = 200;

// ─── The aggregate ───

export interface EstadoSesion {
  existe: boolean;
  datos: DatosSesionProgramada | null;
  estado: EstadoEvento;
  cytAceptada: boolean;
}

export const agregadoSesion: Agregado<EstadoSesion, EventoSesion> = {
  inicial: { existe: false, datos: null, estado: 3, cytAceptada: false },
  evolucionar(s, e) {
    switch (e.tipo) {
      case 'SesionProgramada':
        return { existe: true, datos: e.datos, estado: 3, cytAceptada: false };
      case 'SesionCancelada':
        return { ...s, estado: 2 };
      case 'CytAceptada':
        return { ...s, estado: 1, cytAceptada: true };
      case 'HorarioSesionCambiado':
        return { ...s, datos: { ...s.datos!, fecha: e.datos.fecha, horaInicio: e.datos.horaInicio, horaFin: e.datos.horaFin, unidades: e.datos.unidades } };
      case 'TerapeutaSesionCambiado':
        return { ...s, datos: { ...s.datos!, terapeutaId: e.datos.terapeutaId, terapeutaNombre: e.datos.terapeutaNombre } };
      case 'EvolucionRegistrada':
        return { ...s, estado: 1 };
    }
  },
};

function existente(s: EstadoSesion): DatosSesionProgramada {
  if (!s.existe || !s.datos) throw new NoEncontrado(MENSAJES_SESION.noEncontrada);
  return s.datos;
}

function pendiente(s: EstadoSesion): DatosSesionProgramada {
  const d = existente(s);
  if (s.estado !== 3) throw new ReglaIncumplida(MENSAJES_SESION.soloPendientes);
  return d;
}

// ─── Checking an item before it is scheduled ───

/** An item as the request typed it (api/src/programacion/sesion/commands/programar-sesiones): presence and rules are checked here. */
export interface ItemPedido {
  fecha?: string | null;
  horaInicio?: string | null;
  horaFin?: string | null;
  tipo?: string | null;
  lugar?: string | null;
  terapeuta?: string | null;
  valor?: number | null;
  copago?: number | null;
}

export interface ItemValido {
  fecha: string;
  horaInicio: string;
  horaFin: string;
  unidades: number;
  tipo: TipoSesion;
  lugar: LugarSesion;
}

const vacio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Required fields, enumerations, times; the date no earlier than today and not after the coverage's expiry. */
export function validarItem(item: ItemPedido, hoy: string, vencimiento: string | null): ItemValido {
  if ([item.fecha, item.horaInicio, item.horaFin, item.tipo, item.lugar, item.terapeuta].some(vacio))
    throw new ReglaIncumplida(MENSAJES_SESION.camposIncompletos, 'invalido');
  if (!TIPOS_SESION.includes(item.tipo as TipoSesion)) throw new ReglaIncumplida(MENSAJES_SESION.tipoInvalido, 'invalido');
  if (!LUGARES_SESION.includes(item.lugar as LugarSesion)) throw new ReglaIncumplida(MENSAJES_SESION.lugarInvalido, 'invalido');
  if (!esFecha(item.fecha)) throw new ReglaIncumplida(MENSAJES_SESION.fechaInvalida, 'invalido');
  const horas = validarHoras(item.horaInicio, item.horaFin);
  if (item.fecha! < hoy) throw new ReglaIncumplida(MENSAJES_SESION.fechaPasada, 'invalido');
  if (vencimiento !== null && item.fecha! > vencimiento) throw new ReglaIncumplida(MENSAJES_SESION.fechaVencida(vencimiento));
  return { fecha: item.fecha!, ...horas, tipo: item.tipo as TipoSesion, lugar: item.lugar as LugarSesion };
}

export function validarHoras(horaInicio: string | null | undefined, horaFin: string | null | undefined) {
  if (vacio(horaInicio) || vacio(horaFin)) throw new ReglaIncumplida(MENSAJES_SESION.sinHoras, 'invalido');
  if (!esHora(horaInicio) || !esHora(horaFin)) throw new ReglaIncumplida(MENSAJES_SESION.horaInvalida, 'invalido');
  if (minutos(horaFin) <= minutos(horaInicio)) throw new ReglaIncumplida(MENSAJES_SESION.finAntesDeInicio, 'invalido');
  return { horaInicio, horaFin, unidades: unidadesDe(horaInicio, horaFin) };
}

/** Value and copay: from the rate for an insurer; typed for private clients, code 90 and agreements. */
export function valorDeSesion(
  origen: { entidadId: string | null; entidadNombre: string; especialidad: string; tarifa: { tarifa: number; copago: number } | null },
  item: ItemPedido,
): { valor: number; copago: number } {
  if (origen.entidadId && origen.entidadNombre !== 'Particulares') {
    if (!origen.tarifa) throw new ReglaIncumplida(MENSAJES_SESION.sinTarifa(origen.entidadNombre, origen.especialidad));
    return { valor: origen.tarifa.tarifa, copago: origen.tarifa.copago };
  }
  if (vacio(item.valor)) throw new ReglaIncumplida(MENSAJES_SESION.sinValor, 'invalido');
  const valor = Number(item.valor);
  const copago = vacio(item.copago) ? 0 : Number(item.copago);
  if (!Number.isInteger(valor) || valor < 0 || !Number.isInteger(copago) || copago < 0) throw new ReglaIncumplida(MENSAJES_SESION.valorInvalido, 'invalido');
  return { valor, copago };
}

export interface TerapeutaParaSesion {
  id: string;
  nombre: string;
  especialidad: number;
  activo: boolean;
}

export function validarTerapeuta(t: TerapeutaParaSesion | null, servicio: number, especialidad: string): TerapeutaParaSesion {
  if (!t || !t.activo) throw new ReglaIncumplida(MENSAJES_SESION.terapeutaNoEncontrado, 'invalido');
  if (t.especialidad !== servicio) throw new ReglaIncumplida(MENSAJES_SESION.terapeutaOtraEspecialidad(especialidad), 'invalido');
  return t;
}

// ─── Overlaps ───

export interface SesionOcupada extends Cruce {
  id: string;
  terapeutaId: string;
  pacienteId: string;
  /** Its site: a clash at a site the scheduler cannot see is named without the patient. */
  sede?: string;
  sedeNombre?: string | null;
}

export type NuevaSesion = Cruce & { id: string; terapeutaId: string; pacienteId: string; sede?: string };

/** One clash of a new session: the session it overlaps and whether it is the therapist's time or the patient's. */
export interface Choque {
  motivo: 'terapeuta' | 'paciente';
  con: SesionOcupada;
}

/**
 * For each new session, in order, the sessions it overlaps: the pending or done ones already booked of the same
 * therapist or the same patient, and the earlier new sessions of the same request. The one rule behind the
 * preview's marks and the command's refusal (issue 27 item 5).
 */
export function choquesDe(nuevas: NuevaSesion[], ocupadas: SesionOcupada[]): Choque[][] {
  const vistas: SesionOcupada[] = [...ocupadas];
  return nuevas.map((n) => {
    const choques: Choque[] = [];
    for (const o of vistas) {
      if (o.id === n.id || o.fecha !== n.fecha || !seCruzan(o, n)) continue;
      if (o.terapeutaId === n.terapeutaId) choques.push({ motivo: 'terapeuta', con: o });
      else if (o.pacienteId === n.pacienteId) choques.push({ motivo: 'paciente', con: o });
    }
    vistas.push(n);
    return choques;
  });
}

/** A clash may be kept only as a group session: the same therapist, at the same site. */
export const esMantenible = (nueva: { sede?: string }, choques: Choque[]): boolean =>
  choques.length > 0 && choques.every((c) => c.motivo === 'terapeuta' && c.con.sede !== undefined && c.con.sede === nueva.sede);

/** The clash's message: the patient is named only when the scheduler may see that site. */
export function mensajeDeChoque(c: Choque, visible: (sede: string) => boolean = () => true): string {
  const o = c.con;
  if (o.sede !== undefined && !visible(o.sede)) return MENSAJES_SESION.cruceOtraSede(o);
  return c.motivo === 'terapeuta' ? MENSAJES_SESION.cruceTerapeuta(o) : MENSAJES_SESION.crucePaciente(o);
}

/**
 * A session overlapping another pending or done one of the same therapist or the same patient (the
 * ones already booked, and the earlier items of the same request) is refused naming the clash, unless
 * the scheduler confirmed it (a group session); `confirmada(i)` confirms the i-th new session alone.
 */
export function verificarCruces(
  nuevas: NuevaSesion[],
  ocupadas: SesionOcupada[],
  confirmarCruces: boolean | ((indice: number) => boolean),
  visible?: (sede: string) => boolean,
): void {
  if (confirmarCruces === true) return;
  const choques = choquesDe(nuevas, ocupadas);
  choques.forEach((lista, i) => {
    if (lista.length === 0 || (typeof confirmarCruces === 'function' && confirmarCruces(i))) return;
    throw new ReglaIncumplida(mensajeDeChoque(lista[0], visible));
  });
}

// ─── Decisions ───

/** A new session: its stream must be empty. */
export function decidirProgramacion(s: EstadoSesion, datos: DatosSesionProgramada): SesionProgramada[] {
  if (s.existe) throw new ReglaIncumplida(MENSAJES_SESION.errorServidor);
  return [{ tipo: 'SesionProgramada', datos }];
}

/**
 * Cancel a pending session with a reason from the list; refused once its coverage expired. With `desdeFecha`
 * ('Gestión de terapias', decision 0034) only a session dated from that day to today.
 */
export function decidirCancelacion(
  s: EstadoSesion,
  pedido: { motivo: string | null | undefined; detalle?: string | null; canceladaPor: string; hoy: string; vencimiento: string | null; desdeFecha?: string },
): SesionCancelada[] {
  const d = pendiente(s);
  if (typeof pedido.motivo !== 'string' || !(MOTIVOS_CANCELACION as readonly string[]).includes(pedido.motivo))
    throw new ReglaIncumplida(MENSAJES_SESION.motivoInvalido, 'invalido');
  const detalle = pedido.motivo === 'Otros' ? texto(pedido.detalle) : '';
  if (pedido.motivo === 'Otros' && !detalle) throw new ReglaIncumplida(MENSAJES_SESION.detalleObligatorio, 'invalido');
  if (detalle.length > LARGO_DETALLE_CANCELACION) throw new ReglaIncumplida(MENSAJES_SESION.detalleLargo, 'invalido');
  if (pedido.desdeFecha !== undefined && (d.fecha < pedido.desdeFecha || d.fecha > pedido.hoy))
    throw new ReglaIncumplida(MENSAJES_SESION.fueraDeVentanaGestion);
  if (pedido.vencimiento !== null && pedido.vencimiento < pedido.hoy) throw new ReglaIncumplida(MENSAJES_SESION.ordenVencida);
  return [
    {
      tipo: 'SesionCancelada',
      datos: {
        id: d.id,
        pacienteNombre: d.pacienteNombre,
        fecha: d.fecha,
        horaInicio: d.horaInicio,
        motivo: pedido.motivo,
        ...(detalle ? { detalle } : {}),
        canceladaPor: pedido.canceladaPor,
        coberturaId: d.coberturaId,
        lineaId: d.lineaId,
        unidades: d.unidades,
      },
    },
  ];
}

export function decidirAceptarCyt(s: EstadoSesion): CytAceptada[] {
  const d = pendiente(s);
  if (d.tipo !== 'CYT') throw new ReglaIncumplida(MENSAJES_SESION.noEsCyt);
  return [{ tipo: 'CytAceptada', datos: { id: d.id, pacienteNombre: d.pacienteNombre, fecha: d.fecha } }];
}

/** New hours of a pending, non-CYT session; `delta` is how many units the pool must move (debit > 0, credit < 0). */
export function decidirCambioDeHorario(
  s: EstadoSesion,
  horaInicio: string | null | undefined,
  horaFin: string | null | undefined,
): { eventos: HorarioSesionCambiado[]; delta: number } {
  const d = pendiente(s);
  if (d.tipo === 'CYT') throw new ReglaIncumplida(MENSAJES_SESION.cytSinCambios);
  const h = validarHoras(horaInicio, horaFin);
  if (h.horaInicio === d.horaInicio && h.horaFin === d.horaFin) throw new ReglaIncumplida(MENSAJES_SESION.mismoHorario, 'invalido');
  return {
    eventos: [
      {
        tipo: 'HorarioSesionCambiado',
        datos: { id: d.id, pacienteNombre: d.pacienteNombre, fecha: d.fecha, horaInicioAnterior: d.horaInicio, horaFinAnterior: d.horaFin, ...h },
      },
    ],
    delta: h.unidades - d.unidades,
  };
}

/** What moving a session needs from outside: today and its coverage's expiry. */
export interface LimitesMovimiento {
  hoy: string;
  vencimiento: string | null;
}

/**
 * A pending, non-CYT session to another date and time (drag and drop, across days too; issue 27 item 7): the
 * dialog's rules for the hours, and the scheduling rules for the date (not before today, not after the coverage's
 * expiry). `delta` is how many units the pool must move.
 */
export function decidirMovimiento(
  s: EstadoSesion,
  pedido: { fecha: string; horaInicio: string; horaFin: string },
  limites: LimitesMovimiento,
): { eventos: HorarioSesionCambiado[]; delta: number } {
  const d = pendiente(s);
  if (d.tipo === 'CYT') throw new ReglaIncumplida(MENSAJES_SESION.cytSinCambios);
  if (!esFecha(pedido.fecha)) throw new ReglaIncumplida(MENSAJES_SESION.fechaInvalida, 'invalido');
  const h = validarHoras(pedido.horaInicio, pedido.horaFin);
  if (pedido.fecha === d.fecha && h.horaInicio === d.horaInicio && h.horaFin === d.horaFin) throw new ReglaIncumplida(MENSAJES_SESION.mismoHorario, 'invalido');
  if (pedido.fecha !== d.fecha) {
    if (pedido.fecha < limites.hoy) throw new ReglaIncumplida(MENSAJES_SESION.fechaPasada, 'invalido');
    if (limites.vencimiento !== null && pedido.fecha > limites.vencimiento) throw new ReglaIncumplida(MENSAJES_SESION.fechaVencida(limites.vencimiento));
  }
  return {
    eventos: [
      {
        tipo: 'HorarioSesionCambiado',
        datos: {
          id: d.id,
          pacienteNombre: d.pacienteNombre,
          fecha: pedido.fecha,
          ...(pedido.fecha !== d.fecha ? { fechaAnterior: d.fecha } : {}),
          horaInicioAnterior: d.horaInicio,
          horaFinAnterior: d.horaFin,
          ...h,
        },
      },
    ],
    delta: h.unidades - d.unidades,
  };
}

export function decidirCambioDeTerapeuta(s: EstadoSesion, terapeuta: TerapeutaParaSesion | null): TerapeutaSesionCambiado[] {
  const d = pendiente(s);
  if (d.tipo === 'CYT') throw new ReglaIncumplida(MENSAJES_SESION.cytSinCambios);
  const t = validarTerapeuta(terapeuta, d.servicio, d.especialidad);
  if (t.id === d.terapeutaId) throw new ReglaIncumplida(MENSAJES_SESION.mismoTerapeuta, 'invalido');
  return [
    {
      tipo: 'TerapeutaSesionCambiado',
      datos: {
        id: d.id,
        pacienteNombre: d.pacienteNombre,
        fecha: d.fecha,
        terapeutaAnteriorId: d.terapeutaId,
        terapeutaAnteriorNombre: d.terapeutaNombre,
        terapeutaId: t.id,
        terapeutaNombre: t.nombre,
      },
    },
  ];
}

/** The evolution as the request typed it (commands/evolucionar-sesion); presence and lengths are checked here. */
export interface PedidoEvolucion {
  estrategias?: string[] | null;
  material?: string | null;
  estadoPaciente?: string | null;
  evolucion?: string | null;
  requiereExamen?: boolean | null;
}

/** What the evolution needs from outside: who asks, today, the catalogue items found, the history's readiness. */
export interface ContextoEvolucion {
  usuarioId: string;
  hoy: string;
  estrategias: { id: string; descripcion: string }[];
  material: { id: string; descripcion: string } | null;
  /** For an evaluation: {motivos, impresion, plan} of the patient's history. */
  historia: { motivos: boolean; impresion: boolean; plan: boolean } | null;
}

const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Evolve a pending session as its therapist: not before its date; after it, late (paid at half).
 * A therapy needs strategies, patient state and description; an evaluation needs the history's
 * reason, impression and plan.
 */
export function decidirEvolucion(s: EstadoSesion, p: PedidoEvolucion, c: ContextoEvolucion): EvolucionRegistrada[] {
  const d = pendiente(s);
  if (d.tipo === 'CYT') throw new ReglaIncumplida(MENSAJES_SESION.cytNoSeEvoluciona);
  if (d.terapeutaId !== c.usuarioId) throw new ReglaIncumplida(MENSAJES_SESION.soloSuTerapeuta, 'prohibido');
  if (d.fecha > c.hoy) throw new ReglaIncumplida(MENSAJES_SESION.evolucionFutura);
  const ids = Array.isArray(p.estrategias) ? p.estrategias.filter((e): e is string => typeof e === 'string' && e.trim() !== '') : [];
  const estadoPaciente = texto(p.estadoPaciente);
  const evolucion = texto(p.evolucion);
  const esEvaluacion = d.tipo === 'Evaluacion';
  if (!evolucion || (!esEvaluacion && (ids.length === 0 || !estadoPaciente))) throw new ReglaIncumplida(MENSAJES_SESION.faltanCampos, 'invalido');
  if (estadoPaciente.length > LARGO_ESTADO_PACIENTE) throw new ReglaIncumplida(MENSAJES_SESION.estadoPacienteLargo, 'invalido');
  if (evolucion.length > LARGO_EVOLUCION) throw new ReglaIncumplida(MENSAJES_SESION.evolucionLarga, 'invalido');
  const unicos = [...new Set(ids)];
  if (unicos.some((id) => !c.estrategias.some((e) => e.id === id))) throw new ReglaIncumplida(MENSAJES_SESION.estrategiaInvalida, 'invalido');
  if (!vacio(p.material) && !c.material) throw new ReglaIncumplida(MENSAJES_SESION.materialInvalido, 'invalido');
  if (esEvaluacion) {
    const h = c.historia ?? { motivos: false, impresion: false, plan: false };
    const faltan = [h.motivos ? null : 'motivo de consulta', h.impresion ? null : 'impresión diagnóstica', h.plan ? null : 'plan de tratamiento'].filter(
      (f): f is string => f !== null,
    );
    if (faltan.length) throw new ReglaIncumplida(MENSAJES_SESION.historiaIncompleta(faltan));
  }
  return [
    {
      tipo: 'EvolucionRegistrada',
      datos: {
        id: d.id,
        pacienteId: d.pacienteId,
        pacienteNombre: d.pacienteNombre,
        terapeutaId: d.terapeutaId,
        terapeutaNombre: d.terapeutaNombre,
        fecha: d.fecha,
        fechaEvolucion: c.hoy,
        atrasada: d.fecha < c.hoy,
        estrategias: unicos.map((id) => c.estrategias.find((e) => e.id === id)!),
        material: c.material?.descripcion ?? null,
        estadoPaciente,
        evolucion,
        requiereExamen: p.requiereExamen === true,
      },
    },
  ];
}
