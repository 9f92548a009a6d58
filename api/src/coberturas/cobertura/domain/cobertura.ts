import type { Agregado } from '@avanti/libs/dominio/agregado';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { esFechaIso } from '@avanti/libs/dominio/fecha-iso';
import type {
  AutorizacionCargada,
  AutorizacionRegistrada,
  ConvenioRegistrado,
  CoberturaCancelada,
  DatosCobertura,
  EventoCobertura,
  FormatoCobertura,
  LineaRegistrada,
  OrdenAjustada,
  OrdenMedicaRegistrada,
  ServicioParticularRegistrado,
  SesionesAcreditadas,
  SesionesDebitadas,
  TipoEps,
} from '@avanti/libs/coberturas/eventos';

/** Spec 1 §5 and §8, word for word where the spec gives them. */
export const MENSAJES_COBERTURA = {
  sinServiciosOrden: 'Debe cargar servicios a la orden',
  sinServiciosAutorizacion: 'Debe cargar servicios a la autorización',
  sinServiciosSinOrden: 'Debe cargarle servicios a la autorización',
  ordenRegistrada: 'Orden médica registrada con éxito!',
  autorizacionRegistrada: 'Autorización registrada con éxito!',
  servicioRegistrado: 'Servicio registrado con éxito!',
  noEncontrada: 'No se encontró una Autorización con este código',
  noCancelable: 'Esta orden no se puede cancelar porque tiene autorizaciones cargadas',
  cancelada: 'Cancelada con éxito',
  autorizacionDesactivada: 'Autorización desactivada con éxito',
  ajustada: 'Ajustado con éxito',
  errorAjuste: 'Error al ajustar',
  sinSesionesDisponibles: 'Las sesiones que quiere programar superan la cantidad de sesiones disponibles en este servicio.',
  // Ours, where the spec is silent.
  yaExiste: 'La cobertura ya existe',
  pacienteNoEncontrado: 'NO SE ENCONTRARON REGISTROS',
  pacienteInactivo: 'El paciente está INACTIVO: no se le pueden cargar servicios',
  entidadObligatoria: 'Seleccione la entidad',
  entidadInactiva: 'La entidad seleccionada está inactiva',
  fechaInvalida: 'La fecha de expedición no es válida (aaaa-mm-dd)',
  coberturaInvalida: (opciones: readonly number[]) => `La cobertura debe ser de ${opciones.join(', ')} días`,
  sinVigenciaNoPermitida: 'Solo una autorización sin orden médica puede quedar sin vigencia',
  servicioInvalido: 'Seleccione un servicio del catálogo de especialidades',
  cantidadInvalida: 'La cantidad de cada servicio debe ser un número entero mayor que cero',
  codigoObligatorio: 'Escriba el número de la autorización',
  codigoRepetido: (codigo: string) => `Ya existe una autorización con el código ${codigo}`,
  ordenNoActiva: 'La orden médica seleccionada no está activa',
  ordenDeOtroPaciente: 'La orden médica seleccionada es de otro paciente',
  nombreClienteObligatorio: 'El nombre del cliente es obligatorio',
  formaPagoInvalida: 'La forma de pago debe ser 1 (Efectivo) o 2 (Tarjeta)',
  periodoInvalido: 'El periodo de pago debe ser de 15, 30, 60, 90 o 120 días',
  contratoObligatorio: 'El número de contrato es obligatorio',
  motivoObligatorio: 'Escriba el motivo del ajuste',
  numeroEpsInvalido: 'El número de autorización de la EPS admite solo letras, números y guiones, máximo 30 caracteres',
  bolsaInvalida: 'El saldo en bolsa debe ser un número entero mayor o igual a cero',
  bolsaMenorQueProgramadas: (minimo: number) => `El saldo en bolsa no puede quedar negativo: ya hay sesiones programadas (mínimo ${minimo})`,
  vencimientoInvalido: 'La fecha de vencimiento no es válida (aaaa-mm-dd)',
  vencimientoAnterior: 'La fecha de vencimiento no puede ser anterior a la fecha de expedición',
  sinCambios: 'No hay cambios para ajustar: indique un nuevo saldo en bolsa o una nueva fecha de vencimiento',
  yaCancelada: 'Esta orden ya está cancelada',
  coberturaCancelada: 'Esta orden está cancelada',
  autorizacionConSesiones: 'Esta autorización no se puede desactivar porque tiene sesiones programadas',
  ordenSoloDesdeGestion: 'Una orden médica se cancela desde Gestión de autorizaciones',
  ordenNoAgenda: 'Una orden médica no se programa: programe sobre una autorización',
  lineaNoEncontrada: 'El servicio no pertenece a esta autorización',
  vencida: 'La autorización ya está vencida',
  acreditoInvalido: 'No hay sesiones programadas que devolver en este servicio',
  servicioNoPrescrito: (especialidad: string, orden: string) =>
    `La orden médica ${orden} no prescribe ${especialidad}: la autorización solo puede cargar los servicios de su orden`,
  excedePrescripcion: (especialidad: string, prescritas: number, pedidas: number, orden: string) =>
    `La orden médica ${orden} prescribe ${prescritas} ${prescritas === 1 ? 'sesión' : 'sesiones'} de ${especialidad}: no se pueden autorizar ${pedidas}`,
  sesionesDespuesDelVencimiento: (sesiones: readonly string[]) =>
    `Hay ${sesiones.length} ${sesiones.length === 1 ? 'sesión programada' : 'sesiones programadas'} después de la nueva fecha de vencimiento: ${sesiones.join('; ')}`,
} as const;

/** Coverage options in days (spec 1 §9). */
export const COBERTURAS_ORDEN = [30, 45, 60, 90, 120, 150, 180] as const;
export const COBERTURAS_PARTICULAR = [15, 30, 60, 90, 120] as const;
export const COBERTURAS_CONVENIO = [15, 30, 45, 60, 90, 120, 150, 180] as const;
export const PERIODOS_PAGO = [15, 30, 60, 90, 120] as const;
/** The spec's entity 16: private clients and code-90 authorizations. */
export const NOMBRE_ENTIDAD_PARTICULAR = 'Particulares';

export interface LineaEnBolsa {
  id: string;
  servicio: number;
  cantidad: number;
  programadas: number;
}

export interface EstadoCobertura {
  existe: boolean;
  formato: FormatoCobertura;
  codigo: string;
  /** 1 active, 2 cancelled. */
  estado: 1 | 2;
  pacienteId: string;
  sede: string;
  entidadId: string | null;
  entidadNombre: string;
  tipoEntidad: TipoEps | null;
  fecha: string;
  fechaVencimiento: string | null;
  lineas: LineaEnBolsa[];
  /** For an order: the authorizations loaded against it. */
  autorizaciones: string[];
}

const INICIAL: EstadoCobertura = {
  existe: false,
  formato: 0,
  codigo: '',
  estado: 1,
  pacienteId: '',
  sede: '',
  entidadId: null,
  entidadNombre: '',
  tipoEntidad: null,
  fecha: '',
  fechaVencimiento: null,
  lineas: [],
  autorizaciones: [],
};

const registrada = (d: DatosCobertura): EstadoCobertura => ({
  ...INICIAL,
  existe: true,
  formato: d.formato,
  codigo: d.codigo,
  pacienteId: d.pacienteId,
  sede: d.sede,
  entidadId: d.entidadId,
  entidadNombre: d.entidadNombre,
  tipoEntidad: d.tipoEntidad,
  fecha: d.fecha,
  fechaVencimiento: d.fechaVencimiento,
  lineas: d.lineas.map((l) => ({ id: l.id, servicio: l.servicio, cantidad: l.cantidad, programadas: 0 })),
});

const moverLinea = (estado: EstadoCobertura, lineaId: string, delta: number): EstadoCobertura => ({
  ...estado,
  lineas: estado.lineas.map((l) => (l.id === lineaId ? { ...l, programadas: l.programadas + delta } : l)),
});

export const agregadoCobertura: Agregado<EstadoCobertura, EventoCobertura> = {
  inicial: INICIAL,
  evolucionar(estado, evento) {
    switch (evento.tipo) {
      case 'OrdenMedicaRegistrada':
      case 'AutorizacionRegistrada':
      case 'ServicioParticularRegistrado':
      case 'ConvenioRegistrado':
        return registrada(evento.datos);
      case 'AutorizacionCargada':
        return { ...estado, autorizaciones: [...estado.autorizaciones, evento.datos.autorizacionId] };
      case 'OrdenAjustada': {
        const nuevas = new Map(evento.datos.lineas.map((l) => [l.id, l.cantidad]));
        return {
          ...estado,
          fechaVencimiento: evento.datos.vencimientoNuevo,
          lineas: estado.lineas.map((l) => ({ ...l, cantidad: nuevas.get(l.id) ?? l.cantidad })),
        };
      }
      case 'CoberturaCancelada':
        return { ...estado, estado: 2 };
      case 'SesionesDebitadas':
        return moverLinea(estado, evento.datos.lineaId, evento.datos.cantidad);
      case 'SesionesAcreditadas':
        return moverLinea(estado, evento.datos.lineaId, -evento.datos.cantidad);
    }
  },
};

// ─── Pool arithmetic ───

export const restantes = (l: LineaEnBolsa) => l.cantidad - l.programadas;
/** 'Saldo en bolsa': the sum of the lines' remaining units. */
export const bolsa = (estado: Pick<EstadoCobertura, 'lineas'>) => estado.lineas.reduce((s, l) => s + restantes(l), 0);

// ─── Dates and codes ───

export const esFechaValida = esFechaIso;

/** Expiry = issue date + coverage days (calendar days; the dates are Bogotá dates already). */
export function calcularVencimiento(fecha: string, dias: number | null): string | null {
  if (dias === null) return null;
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

const PREFIJO_ENTIDAD: Record<TipoEps, string> = { 1: 'EPS', 2: 'PRE', 3: 'POL' };
const compacta = (fecha: string) => fecha.replaceAll('-', '');

/** The code before any same-day suffix (DOMAIN.md 'Codes'). */
export type BaseDeCodigo =
  | { formato: 0; tipoEntidad: TipoEps; pacienteCodigo: string; fecha: string }
  | { formato: 1; tipoEntidad: TipoEps; pacienteCodigo: string; fecha: string; ordenCodigo: string | null }
  | { formato: 2 | 3; pacienteCodigo: string; fecha: string };

export function codigoBase(b: BaseDeCodigo): string {
  switch (b.formato) {
    case 0:
      return `${PREFIJO_ENTIDAD[b.tipoEntidad]}-${b.pacienteCodigo}-${compacta(b.fecha)}`;
    case 1:
      if (b.tipoEntidad === 3 && b.ordenCodigo) return `POL-AUT-${b.ordenCodigo}`;
      return `${PREFIJO_ENTIDAD[b.tipoEntidad]}-AUT${b.pacienteCodigo}-${compacta(b.fecha)}`;
    case 2:
      return `PAR-${b.pacienteCodigo}-${compacta(b.fecha)}`;
    case 3:
      return `CON-${b.pacienteCodigo}-${compacta(b.fecha)}`;
  }
}

/** The n-th coverage of the same kind, patient and day: `-2`, `-3`... (the first has none). */
export const conSufijo = (base: string, n: number) => (n <= 1 ? base : `${base}-${n}`);

// ─── Registration ───

/** A specialty of the catalogue, as a line needs it. */
export interface EspecialidadDeCatalogo {
  codigo: number;
  nombre: string;
  cups: string | null;
}

export interface LineaPedida {
  servicio: number;
  cantidad: number;
}

export interface PacienteParaCobertura {
  id: string;
  codigo: string;
  nombre: string;
  sede: string;
  estado: number;
}

export interface EntidadParaCobertura {
  id: string;
  nombre: string;
  tipo: TipoEps;
  estado: number;
}

export interface ComunRegistro {
  id: string;
  codigo: string;
  paciente: PacienteParaCobertura | null;
  fecha: string;
  cobertura: number | null;
  lineas: LineaPedida[];
  observaciones?: string | null;
  /** The specialties of the catalogue, by code. */
  especialidades: ReadonlyMap<number, EspecialidadDeCatalogo>;
}

const limpiar = (texto: string | null | undefined) => (texto ?? '').replace(/\s+/g, ' ').trim();

function validarLineas(pedidas: LineaPedida[], especialidades: ReadonlyMap<number, EspecialidadDeCatalogo>, sinServicios: string): LineaRegistrada[] {
  for (const l of pedidas) {
    if (!especialidades.has(l.servicio)) throw new ReglaIncumplida(MENSAJES_COBERTURA.servicioInvalido, 'invalido');
    if (!Number.isInteger(l.cantidad) || l.cantidad < 1) throw new ReglaIncumplida(MENSAJES_COBERTURA.cantidadInvalida, 'invalido');
  }
  const total = pedidas.reduce((s, l) => s + l.cantidad, 0);
  if (total < 1) throw new ReglaIncumplida(sinServicios, 'invalido');
  return pedidas.map((l, i) => {
    const e = especialidades.get(l.servicio)!;
    return { id: String(i + 1), servicio: l.servicio, especialidad: e.nombre, cups: e.cups, cantidad: l.cantidad };
  });
}

function validarPaciente(paciente: PacienteParaCobertura | null): PacienteParaCobertura {
  if (!paciente) throw new NoEncontrado(MENSAJES_COBERTURA.pacienteNoEncontrado);
  if (paciente.estado !== 1) throw new ReglaIncumplida(MENSAJES_COBERTURA.pacienteInactivo);
  return paciente;
}

function validarCobertura(cobertura: number | null, opciones: readonly number[], sinVigenciaPermitida = false): void {
  if (cobertura === null && sinVigenciaPermitida) return;
  if (cobertura === null) throw new ReglaIncumplida(MENSAJES_COBERTURA.sinVigenciaNoPermitida, 'invalido');
  if (!opciones.includes(cobertura)) throw new ReglaIncumplida(MENSAJES_COBERTURA.coberturaInvalida(opciones), 'invalido');
}

function validarEntidad(entidad: EntidadParaCobertura | null): EntidadParaCobertura {
  if (!entidad) throw new ReglaIncumplida(MENSAJES_COBERTURA.entidadObligatoria, 'invalido');
  if (entidad.estado !== 1) throw new ReglaIncumplida(MENSAJES_COBERTURA.entidadInactiva);
  return entidad;
}

function datosComunes(
  estado: EstadoCobertura,
  c: ComunRegistro,
  formato: FormatoCobertura,
  entidad: { id: string | null; nombre: string; tipo: TipoEps | null },
  opciones: readonly number[],
  sinServicios: string,
  sinVigenciaPermitida = false,
): DatosCobertura {
  if (estado.existe) throw new ReglaIncumplida(MENSAJES_COBERTURA.yaExiste);
  const paciente = validarPaciente(c.paciente);
  if (!esFechaValida(c.fecha)) throw new ReglaIncumplida(MENSAJES_COBERTURA.fechaInvalida, 'invalido');
  validarCobertura(c.cobertura, opciones, sinVigenciaPermitida);
  const lineas = validarLineas(c.lineas, c.especialidades, sinServicios);
  return {
    id: c.id,
    codigo: c.codigo,
    formato,
    pacienteId: paciente.id,
    pacienteNombre: paciente.nombre,
    sede: paciente.sede,
    entidadId: entidad.id,
    entidadNombre: entidad.nombre,
    tipoEntidad: entidad.tipo,
    fecha: c.fecha,
    cobertura: c.cobertura,
    fechaVencimiento: calcularVencimiento(c.fecha, c.cobertura),
    lineas,
    observaciones: limpiar(c.observaciones) || null,
  };
}

/** Format 0: the prescription (regime fixed Contributivo). It never feeds scheduling. */
export function decidirOrden(estado: EstadoCobertura, c: ComunRegistro & { entidad: EntidadParaCobertura | null }): OrdenMedicaRegistrada[] {
  const entidad = validarEntidad(c.entidad);
  const datos = datosComunes(estado, c, 0, entidad, COBERTURAS_ORDEN, MENSAJES_COBERTURA.sinServiciosOrden);
  return [{ tipo: 'OrdenMedicaRegistrada', datos }];
}

/** The insurer's own authorization number: letters, digits and dashes, at most 30 (issue 27 item 9). */
export const NUMERO_AUTORIZACION_EPS = /^[A-Za-z0-9-]{1,30}$/;

/** Trimmed, null when empty; anything else than letters, digits and dashes (or longer than 30) is refused. */
export function numeroAutorizacionEps(valor: string | null | undefined): string | null {
  const numero = (valor ?? '').trim();
  if (!numero) return null;
  if (!NUMERO_AUTORIZACION_EPS.test(numero)) throw new ReglaIncumplida(MENSAJES_COBERTURA.numeroEpsInvalido, 'invalido');
  return numero;
}

export interface RegistroAutorizacion extends ComunRegistro {
  /** 'N.º autorización EPS': the number the insurer gave (optional). */
  numeroAutorizacionEps?: string | null;
  sinOrden: boolean;
  codigo90: boolean;
  /** Without order: the insurer chosen (required); code 90 is always entity 16. */
  entidad: EntidadParaCobertura | null;
  usuario: string;
}

/** An authorization carries only what its order prescribes: its specialties, at most the units of each. */
function validarPrescripcion(orden: EstadoCobertura, lineas: readonly LineaRegistrada[]): void {
  const sumar = (mapa: Map<number, number>, servicio: number, cantidad: number) => mapa.set(servicio, (mapa.get(servicio) ?? 0) + cantidad);
  const prescritas = orden.lineas.reduce((m, l) => sumar(m, l.servicio, l.cantidad), new Map<number, number>());
  const pedidas = lineas.reduce((m, l) => sumar(m, l.servicio, l.cantidad), new Map<number, number>());
  for (const [servicio, cantidad] of pedidas) {
    const especialidad = lineas.find((l) => l.servicio === servicio)!.especialidad;
    const prescrita = prescritas.get(servicio) ?? 0;
    if (prescrita === 0) throw new ReglaIncumplida(MENSAJES_COBERTURA.servicioNoPrescrito(especialidad, orden.codigo), 'invalido');
    if (cantidad > prescrita) throw new ReglaIncumplida(MENSAJES_COBERTURA.excedePrescripcion(especialidad, prescrita, cantidad, orden.codigo), 'invalido');
  }
}

/** Format 1 against an order: appends to both streams (the order learns it can no longer be cancelled). */
export function decidirAutorizacionConOrden(
  estado: EstadoCobertura,
  orden: EstadoCobertura,
  ordenId: string,
  c: Omit<RegistroAutorizacion, 'sinOrden' | 'codigo90' | 'entidad'>,
  hoy: string,
): { autorizacion: AutorizacionRegistrada[]; orden: AutorizacionCargada[] } {
  const numeroEps = numeroAutorizacionEps(c.numeroAutorizacionEps);
  if (!orden.existe || orden.formato !== 0) throw new NoEncontrado(MENSAJES_COBERTURA.noEncontrada);
  if (orden.estado !== 1 || (orden.fechaVencimiento !== null && orden.fechaVencimiento < hoy)) throw new ReglaIncumplida(MENSAJES_COBERTURA.ordenNoActiva);
  if (c.paciente && orden.pacienteId !== c.paciente.id) throw new ReglaIncumplida(MENSAJES_COBERTURA.ordenDeOtroPaciente, 'invalido');
  const entidad = { id: orden.entidadId, nombre: orden.entidadNombre, tipo: orden.tipoEntidad };
  const datos = datosComunes(estado, c, 1, entidad, COBERTURAS_ORDEN, MENSAJES_COBERTURA.sinServiciosAutorizacion);
  validarPrescripcion(orden, datos.lineas);
  return {
    autorizacion: [
      {
        tipo: 'AutorizacionRegistrada',
        datos: {
          ...datos,
          pertenece: ordenId,
          perteneceCodigo: orden.codigo,
          sinOrden: false,
          codigo90: false,
          registradaPor: c.usuario,
          numeroAutorizacionEps: numeroEps,
        },
      },
    ],
    orden: [{ tipo: 'AutorizacionCargada', datos: { ordenId, ordenCodigo: orden.codigo, autorizacionId: c.id, codigo: datos.codigo } }],
  };
}

/** Format 1 without order or code 90: the number is typed by the user; code 90 is entity 16. */
export function decidirAutorizacionSinOrden(estado: EstadoCobertura, c: RegistroAutorizacion): AutorizacionRegistrada[] {
  if (!limpiar(c.codigo)) throw new ReglaIncumplida(MENSAJES_COBERTURA.codigoObligatorio, 'invalido');
  const numeroEps = numeroAutorizacionEps(c.numeroAutorizacionEps);
  // Without order the insurer the user chose is the coverage's kind: never fall back to 'Particulares' (issue 28).
  const elegida = c.codigo90 ? null : validarEntidad(c.entidad);
  const entidad = elegida ? { id: elegida.id, nombre: elegida.nombre, tipo: elegida.tipo } : { id: null, nombre: NOMBRE_ENTIDAD_PARTICULAR, tipo: null };
  const datos = datosComunes(
    estado,
    { ...c, codigo: limpiar(c.codigo).toUpperCase() },
    1,
    entidad,
    COBERTURAS_ORDEN,
    MENSAJES_COBERTURA.sinServiciosSinOrden,
    true,
  );
  return [
    {
      tipo: 'AutorizacionRegistrada',
      datos: {
        ...datos,
        pertenece: null,
        perteneceCodigo: null,
        sinOrden: !c.codigo90,
        codigo90: c.codigo90,
        registradaPor: c.usuario,
        numeroAutorizacionEps: numeroEps,
      },
    },
  ];
}

export interface RegistroParticular extends ComunRegistro {
  nombreCliente: string;
  formaPago: number;
  periodo: number;
  contrato: string;
  orden?: string | null;
}

/** Format 2: a private client pays; entity 16. */
export function decidirParticular(estado: EstadoCobertura, c: RegistroParticular): ServicioParticularRegistrado[] {
  const nombreCliente = limpiar(c.nombreCliente).toUpperCase();
  const contrato = limpiar(c.contrato);
  if (!nombreCliente) throw new ReglaIncumplida(MENSAJES_COBERTURA.nombreClienteObligatorio, 'invalido');
  if (c.formaPago !== 1 && c.formaPago !== 2) throw new ReglaIncumplida(MENSAJES_COBERTURA.formaPagoInvalida, 'invalido');
  if (!(PERIODOS_PAGO as readonly number[]).includes(c.periodo)) throw new ReglaIncumplida(MENSAJES_COBERTURA.periodoInvalido, 'invalido');
  if (!contrato) throw new ReglaIncumplida(MENSAJES_COBERTURA.contratoObligatorio, 'invalido');
  const entidad = { id: null, nombre: NOMBRE_ENTIDAD_PARTICULAR, tipo: null };
  const datos = datosComunes(estado, c, 2, entidad, COBERTURAS_PARTICULAR, MENSAJES_COBERTURA.sinServiciosAutorizacion);
  return [
    {
      tipo: 'ServicioParticularRegistrado',
      datos: { ...datos, nombreCliente, formaPago: c.formaPago, periodo: c.periodo, contrato, orden: limpiar(c.orden) || null },
    },
  ];
}

/** Format 3: an agreement; entity 16. */
export function decidirConvenio(estado: EstadoCobertura, c: ComunRegistro): ConvenioRegistrado[] {
  const entidad = { id: null, nombre: NOMBRE_ENTIDAD_PARTICULAR, tipo: null };
  const datos = datosComunes(estado, c, 3, entidad, COBERTURAS_CONVENIO, MENSAJES_COBERTURA.sinServiciosAutorizacion);
  return [{ tipo: 'ConvenioRegistrado', datos }];
}

// ─── Adjust and cancel ───

function existente(estado: EstadoCobertura): EstadoCobertura {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_COBERTURA.noEncontrada);
  return estado;
}

/**
 * Sets the remaining pool and/or the expiry. A larger pool adds units to the first line; a smaller one
 * takes remaining units from the last lines first, never below what is already programmed.
 */
export interface SesionPendiente {
  fecha: string;
  horaInicio: string;
  terapeutaNombre: string;
}

const ddmmaaaa = (fecha: string) => fecha.split('-').reverse().join('/');

/**
 * `pendientes`: the coverage's pending sessions. An expiry moved before any of them is refused naming
 * them: they would stay booked outside their authorization (issue 28).
 */
export function decidirAjuste(
  estado: EstadoCobertura,
  id: string,
  pedido: { bolsa?: number | null; fechaVencimiento?: string | null; motivo?: string | null },
  pendientes: readonly SesionPendiente[] = [],
): OrdenAjustada[] {
  existente(estado);
  if (estado.estado !== 1) throw new ReglaIncumplida(MENSAJES_COBERTURA.coberturaCancelada);
  const motivo = limpiar(pedido.motivo);
  if (!motivo) throw new ReglaIncumplida(MENSAJES_COBERTURA.motivoObligatorio, 'invalido');
  const anterior = bolsa(estado);
  const nueva = pedido.bolsa ?? anterior;
  if (!Number.isInteger(nueva) || nueva < 0) throw new ReglaIncumplida(MENSAJES_COBERTURA.bolsaInvalida, 'invalido');
  const vencimiento = pedido.fechaVencimiento === undefined || pedido.fechaVencimiento === null ? estado.fechaVencimiento : pedido.fechaVencimiento;
  if (vencimiento !== null && !esFechaValida(vencimiento)) throw new ReglaIncumplida(MENSAJES_COBERTURA.vencimientoInvalido, 'invalido');
  if (vencimiento !== null && vencimiento < estado.fecha) throw new ReglaIncumplida(MENSAJES_COBERTURA.vencimientoAnterior, 'invalido');
  if (nueva === anterior && vencimiento === estado.fechaVencimiento) throw new ReglaIncumplida(MENSAJES_COBERTURA.sinCambios, 'invalido');
  const fuera = vencimiento === null ? [] : pendientes.filter((p) => p.fecha > vencimiento);
  if (fuera.length) {
    const nombradas = [...fuera]
      .sort((a, b) => (a.fecha + a.horaInicio).localeCompare(b.fecha + b.horaInicio))
      .map((p) => `${ddmmaaaa(p.fecha)} ${p.horaInicio} con ${p.terapeutaNombre}`);
    throw new ReglaIncumplida(MENSAJES_COBERTURA.sesionesDespuesDelVencimiento(nombradas));
  }

  const cantidades = estado.lineas.map((l) => ({ id: l.id, cantidad: l.cantidad, programadas: l.programadas }));
  let delta = nueva - anterior;
  if (delta > 0 && cantidades.length) cantidades[0].cantidad += delta;
  for (let i = cantidades.length - 1; delta < 0 && i >= 0; i--) {
    const quitar = Math.min(-delta, cantidades[i].cantidad - cantidades[i].programadas);
    cantidades[i].cantidad -= quitar;
    delta += quitar;
  }
  return [
    {
      tipo: 'OrdenAjustada',
      datos: {
        id,
        codigo: estado.codigo,
        bolsaAnterior: anterior,
        bolsaNueva: nueva,
        vencimientoAnterior: estado.fechaVencimiento,
        vencimientoNuevo: vencimiento,
        motivo,
        lineas: cantidades.map(({ id: lineaId, cantidad }) => ({ id: lineaId, cantidad })),
      },
    },
  ];
}

/** An order only without authorizations loaded; an authorization only without programmed sessions. */
export function decidirCancelacion(estado: EstadoCobertura, id: string): CoberturaCancelada[] {
  existente(estado);
  if (estado.estado !== 1) throw new ReglaIncumplida(MENSAJES_COBERTURA.yaCancelada);
  if (estado.formato === 0 && estado.autorizaciones.length > 0) throw new ReglaIncumplida(MENSAJES_COBERTURA.noCancelable);
  if (estado.formato !== 0 && estado.lineas.some((l) => l.programadas > 0)) throw new ReglaIncumplida(MENSAJES_COBERTURA.autorizacionConSesiones);
  return [{ tipo: 'CoberturaCancelada', datos: { id, codigo: estado.codigo, formato: estado.formato } }];
}

export const mensajeDeCancelacion = (formato: FormatoCobertura) => (formato === 0 ? MENSAJES_COBERTURA.cancelada : MENSAJES_COBERTURA.autorizacionDesactivada);

// ─── The pool: what scheduling calls ───

export interface MovimientoDeBolsa {
  coberturaId: string;
  lineaId: string;
  cantidad: number;
  /** The session date: the coverage must not be expired on it. */
  fecha?: string | null;
  sesionId?: string | null;
}

/**
 * Debit `cantidad` units of a line. Pure: scheduling puts the coverage's stream among the streams it
 * decides on and appends these events with its `SesionProgramada`, in one transaction.
 */
export function decidirDebito(estado: EstadoCobertura, m: MovimientoDeBolsa): SesionesDebitadas[] {
  existente(estado);
  if (estado.formato === 0) throw new ReglaIncumplida(MENSAJES_COBERTURA.ordenNoAgenda);
  if (estado.estado !== 1) throw new ReglaIncumplida(MENSAJES_COBERTURA.coberturaCancelada);
  if (!Number.isInteger(m.cantidad) || m.cantidad < 1) throw new ReglaIncumplida(MENSAJES_COBERTURA.cantidadInvalida, 'invalido');
  const linea = estado.lineas.find((l) => l.id === m.lineaId);
  if (!linea) throw new ReglaIncumplida(MENSAJES_COBERTURA.lineaNoEncontrada, 'no-encontrado');
  if (m.fecha && estado.fechaVencimiento !== null && m.fecha > estado.fechaVencimiento) throw new ReglaIncumplida(MENSAJES_COBERTURA.vencida);
  if (restantes(linea) < m.cantidad) throw new ReglaIncumplida(MENSAJES_COBERTURA.sinSesionesDisponibles);
  return [
    {
      tipo: 'SesionesDebitadas',
      datos: { coberturaId: m.coberturaId, codigo: estado.codigo, lineaId: linea.id, cantidad: m.cantidad, sesionId: m.sesionId ?? null },
    },
  ];
}

/** Credit units back (a cancelled session). Never more than the line has programmed. */
export function decidirCredito(estado: EstadoCobertura, m: MovimientoDeBolsa): SesionesAcreditadas[] {
  existente(estado);
  const linea = estado.lineas.find((l) => l.id === m.lineaId);
  if (!linea) throw new ReglaIncumplida(MENSAJES_COBERTURA.lineaNoEncontrada, 'no-encontrado');
  if (!Number.isInteger(m.cantidad) || m.cantidad < 1 || m.cantidad > linea.programadas) throw new ReglaIncumplida(MENSAJES_COBERTURA.acreditoInvalido);
  return [
    {
      tipo: 'SesionesAcreditadas',
      datos: { coberturaId: m.coberturaId, codigo: estado.codigo, lineaId: linea.id, cantidad: m.cantidad, sesionId: m.sesionId ?? null },
    },
  ];
}
