import type { Agregado } from '@avanti/libs/dominio/agregado';
import { normalizarClave } from '@avanti/libs/dominio/claves';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import {
  TIPOS_DOCUMENTO_PACIENTE,
  valorClaveDocumento,
  type ArchivoGuardado,
  type DatosAcudiente,
  type DatosPaciente,
  type EstadoPaciente,
  type EventoPaciente,
  type Lideres,
  type TipoDocumentoPaciente,
} from '@avanti/libs/admisiones/eventos';
import { esFechaIso } from '@avanti/libs/dominio/fecha-iso';

/** What the Paciente aggregate guards (DOMAIN.md): identity, state, guardians, leaders and lock. */
export interface EstadoPacienteAgregado {
  existe: boolean;
  estado: EstadoPaciente;
  sede: string;
  fechaIngreso: string;
  tipoDocumento: string;
  numeroDocumento: string;
  /** Every document key this patient ever reserved (normalised): they stay its own. */
  clavesDocumento: string[];
  acudientes: string[];
  lideres: Lideres;
  bloqueadoPara: string | null;
  /** The stored file of each document now in force (a new save replaces what it carries). */
  archivos: Partial<Record<TipoDocumentoPaciente, string>>;
}

const SIN_LIDERES: Lideres = { fisioterapia: null, fonoaudiologia: null, terapiaOcupacional: null, psicologia: null, educacionEspecial: null };

export const claveDocumento = (tipo: string, numero: string) => normalizarClave(valorClaveDocumento(tipo, numero));

export const agregadoPaciente: Agregado<EstadoPacienteAgregado, EventoPaciente> = {
  inicial: {
    existe: false,
    estado: 1,
    sede: '',
    fechaIngreso: '',
    tipoDocumento: '',
    numeroDocumento: '',
    clavesDocumento: [],
    acudientes: [],
    lideres: SIN_LIDERES,
    bloqueadoPara: null,
    archivos: {},
  },
  evolucionar(estado, evento) {
    switch (evento.tipo) {
      case 'PacienteAdmitido': {
        const d = evento.datos;
        return {
          ...estado,
          existe: true,
          estado: 1,
          sede: d.sede,
          fechaIngreso: d.fechaIngreso,
          tipoDocumento: d.tipoDocumento,
          numeroDocumento: d.numeroDocumento,
          clavesDocumento: [claveDocumento(d.tipoDocumento, d.numeroDocumento)],
        };
      }
      case 'PacienteActualizado': {
        const clave = claveDocumento(evento.datos.tipoDocumento, evento.datos.numeroDocumento);
        return {
          ...estado,
          tipoDocumento: evento.datos.tipoDocumento,
          numeroDocumento: evento.datos.numeroDocumento,
          clavesDocumento: estado.clavesDocumento.includes(clave) ? estado.clavesDocumento : [...estado.clavesDocumento, clave],
        };
      }
      case 'EstadoPacienteCambiado':
        return { ...estado, estado: evento.datos.estado };
      case 'LideresAsignados': {
        const { fisioterapia, fonoaudiologia, terapiaOcupacional, psicologia, educacionEspecial, bloqueadoPara } = evento.datos;
        return { ...estado, lideres: { fisioterapia, fonoaudiologia, terapiaOcupacional, psicologia, educacionEspecial }, bloqueadoPara };
      }
      case 'AcudienteRegistrado':
        return { ...estado, acudientes: [...estado.acudientes, evento.datos.numeroDocumento] };
      case 'AcudienteDesvinculado':
        return { ...estado, acudientes: estado.acudientes.filter((d) => d !== evento.datos.numeroDocumento) };
      case 'DocumentosPacienteGuardados': {
        const nuevos = Object.fromEntries(Object.entries(evento.datos.documentos).map(([t, d]) => [t, (d as ArchivoGuardado).archivo]));
        return { ...estado, archivos: { ...estado.archivos, ...nuevos } };
      }
      case 'MotivoIngresoRegistrado':
        return estado;
    }
  },
};

/** Spanish texts: spec 1 §5 and §8 word for word where the spec has one. */
export const MENSAJES_PACIENTE = {
  registrado: 'Paciente registrado con éxito!',
  actualizado: 'PACIENTE ACTUALIZADO CON ÉXITO',
  estadoActualizado: 'Estado del usuario actualizado con éxito',
  lideresActualizados: 'Lideres actualizados con éxito!',
  acudienteRegistrado: 'Acudiente registrado con éxito!',
  acudienteDesvinculado: 'Acudiente desvinculado con éxito!',
  motivoRegistrado: 'Motivo de consulta registrado con éxito!',
  documentosRegistrados: 'Documentos registrados con éxito!',
  noEncontrado: 'NO SE ENCONTRARON REGISTROS',
  faltanDatosPacienteMotivo: 'FALTAN DATOS DEL PACIENTE',
  faltanDatosPacienteDocumentos: 'Faltan datos del paciente!',
  faltanCampos: 'Faltan campos por llenar!',
  noHayDocumentos: 'No hay documentos para guardar!',
  documentoDesconocido: 'Ese documento no existe: elija uno de los seis documentos o la foto',
  documentoGuardado: (nombre: string) => `Se guardó ${nombre} con éxito!`,
  fechaNacimientoFutura: 'La fecha de nacimiento no puede ser mayor a la fecha actual',
  tipoDocumentoObligatorio: 'El tipo de documento es obligatorio',
  tipoDocumentoInvalido: 'El tipo de documento no es válido',
  numeroDocumentoObligatorio: 'El número de documento es obligatorio',
  numeroDocumentoInvalido: 'El número de documento solo admite letras, números y guiones (máximo 20)',
  primerNombreObligatorio: 'El primer nombre es obligatorio',
  primerApellidoObligatorio: 'El primer apellido es obligatorio',
  fechaNacimientoObligatoria: 'La fecha de nacimiento es obligatoria',
  fechaNacimientoInvalida: 'La fecha de nacimiento no es válida',
  sexoObligatorio: 'El sexo es obligatorio',
  sexoInvalido: 'El sexo debe ser 1 (masculino) o 2 (femenino)',
  fechaIngresoObligatoria: 'La fecha de ingreso es obligatoria',
  fechaIngresoInvalida: 'La fecha de ingreso no es válida',
  fechaIngresoBloqueada: 'La fecha de ingreso no se puede modificar',
  tipoClienteObligatorio: 'El tipo de cliente es obligatorio',
  tipoClienteInvalido: 'El tipo de cliente debe ser 6 (EPS), 7 (Prepagada), 8 (Póliza), 2 (Particular) o 3 (Convenio)',
  regimenInvalido: 'El régimen debe ser 1 (Contributivo) o 2 (Subsidiado)',
  prepagadaPolizaSubsidiado: 'La prepagada y la póliza no aplican al régimen subsidiado',
  prepagadaYPoliza: 'Elija prepagada o póliza, no ambas',
  epsInvalida: 'La EPS elegida no existe, está inactiva o no corresponde al régimen',
  prepagadaInvalida: 'La prepagada elegida no existe o está inactiva',
  polizaInvalida: 'La póliza elegida no existe o está inactiva',
  ubicacionInvalida: 'El departamento o la ciudad no corresponden a la tabla DIVIPOLA',
  paisInvalido: 'El país no es válido',
  sedeInvalida: 'La sede no existe',
  textoLargo: 'El texto admite máximo 20000 caracteres',
  yaActivo: 'El paciente ya está activo',
  yaInactivo: 'El paciente ya está inactivo',
  estadoInvalido: 'El estado debe ser 1 (activo) o 0 (inactivo)',
  inactivoAcudientes: 'El paciente está inactivo: no se pueden registrar ni desvincular acudientes',
  inactivoMotivos: 'El paciente está inactivo: no se pueden registrar motivos de consulta',
  inactivoDocumentos: 'El paciente está inactivo: no se pueden guardar documentos',
  acudienteRepetido: 'El acudiente ya está registrado para este paciente',
  acudienteNoVinculado: 'El acudiente no está vinculado a este paciente',
  correoInvalido: 'El correo del acudiente no es válido',
  parentescoInvalido: 'El parentesco no es válido',
  ocupacionInvalida: 'La ocupación no es válida',
  motivoObligatorio: 'Escriba el motivo de consulta',
  motivoLargo: 'El motivo de consulta admite máximo 1000 caracteres',
  motivoEstadoInvalido: 'El estado del motivo debe ser 0 (Por verificar) o 1 (Verificado)',
  sinPermisoLideres: 'No tiene permiso para asignar líderes',
  sinPermisoConfidencial: 'Solo el administrador puede marcar un paciente como confidencial',
  confidencialSinLider: 'Elija al menos un líder para marcar el paciente como confidencial',
  liderInvalido: (especialidad: string) => `El líder de ${especialidad} debe ser un usuario activo de ${especialidad}`,
  liderDeOtraSede: (especialidad: string) => `El líder de ${especialidad} debe ser de la sede del paciente`,
  duplicado: (tipo: string, numero: string) => `Ya existe un paciente con el documento ${tipo} ${numero}. Puede abrir el registro existente.`,
  duplicadoOtraSede: (tipo: string, numero: string) => `Ya existe un paciente con el documento ${tipo} ${numero} en otra sede.`,
  archivoTipo: (nombre: string) => `El archivo de ${nombre} debe ser JPG, PNG o PDF`,
  fotoTipo: 'La foto debe ser JPG o PNG',
  archivoGrande: (nombre: string, mb: number) => `El archivo de ${nombre} supera el tamaño máximo de ${mb} MB`,
} as const;

/** A second patient with the same document: the answer offers to open the existing one. */
export class PacienteDuplicado extends ReglaIncumplida {
  constructor(
    readonly tipoDocumento: string,
    readonly numeroDocumento: string,
  ) {
    super(MENSAJES_PACIENTE.duplicado(tipoDocumento, numeroDocumento), 'conflicto');
  }
}

/** An insurer as the rules need it (read from the insurer read model by the handler). */
export interface AseguradoraConocida {
  id: string;
  tipo: number;
  regimen: number | null;
  estado: number;
}

export interface Hechos {
  /** Bogotá date of the injectable clock. */
  hoy: string;
  aseguradoras: readonly AseguradoraConocida[];
  /** Whether department/city belong to DIVIPOLA (checked by the handler); true when not applicable. */
  ubicacionValida: boolean;
}

const limpiar = (texto: string | null | undefined): string => (texto ?? '').replace(/\s+/g, ' ').trim();
const opcional = (texto: string | null | undefined): string | null => limpiar(texto) || null;
const mayus = (texto: string | null | undefined): string | null => opcional(texto)?.toLocaleUpperCase('es-CO') ?? null;

export const esFechaValida = (fecha: string): boolean => esFechaIso(fecha);

const invalido = (mensaje: string) => new ReglaIncumplida(mensaje, 'invalido');

/** Upper case for names, surnames, companion and referrer (spec 1 §5); regime rules; birth date not after today. */
export function normalizarDatos(datos: DatosPaciente, hechos: Hechos): DatosPaciente {
  const tipoDocumento = limpiar(datos.tipoDocumento).toUpperCase();
  const numeroDocumento = limpiar(datos.numeroDocumento).toUpperCase().replace(/\s/g, '');
  if (!tipoDocumento) throw invalido(MENSAJES_PACIENTE.tipoDocumentoObligatorio);
  if (!numeroDocumento) throw invalido(MENSAJES_PACIENTE.numeroDocumentoObligatorio);
  const primerNombre = mayus(datos.primerNombre);
  const primerApellido = mayus(datos.primerApellido);
  if (!primerApellido) throw invalido(MENSAJES_PACIENTE.primerApellidoObligatorio);
  if (!primerNombre) throw invalido(MENSAJES_PACIENTE.primerNombreObligatorio);
  if (!esFechaValida(datos.fechaNacimiento)) throw invalido(MENSAJES_PACIENTE.fechaNacimientoInvalida);
  if (datos.fechaNacimiento > hechos.hoy) throw invalido(MENSAJES_PACIENTE.fechaNacimientoFutura);
  const regimen = datos.regimen ?? 1;
  if (regimen !== 1 && regimen !== 2) throw invalido(MENSAJES_PACIENTE.regimenInvalido);
  const eps = datos.eps ?? null;
  const prepagada = datos.prepagada ?? null;
  const poliza = datos.poliza ?? null;
  if (regimen === 2 && (prepagada || poliza)) throw invalido(MENSAJES_PACIENTE.prepagadaPolizaSubsidiado);
  if (prepagada && poliza) throw invalido(MENSAJES_PACIENTE.prepagadaYPoliza);
  const buscar = (id: string) => hechos.aseguradoras.find((a) => a.id === id);
  if (eps) {
    const a = buscar(eps);
    if (!a || a.tipo !== 1 || a.estado !== 1 || !(a.regimen === regimen || a.regimen === 3)) throw invalido(MENSAJES_PACIENTE.epsInvalida);
  }
  if (prepagada) {
    const a = buscar(prepagada);
    if (!a || a.tipo !== 2 || a.estado !== 1) throw invalido(MENSAJES_PACIENTE.prepagadaInvalida);
  }
  if (poliza) {
    const a = buscar(poliza);
    if (!a || a.tipo !== 3 || a.estado !== 1) throw invalido(MENSAJES_PACIENTE.polizaInvalida);
  }
  if (!hechos.ubicacionValida) throw invalido(MENSAJES_PACIENTE.ubicacionInvalida);
  return {
    tipoDocumento,
    numeroDocumento,
    primerNombre,
    segundoNombre: mayus(datos.segundoNombre),
    primerApellido,
    segundoApellido: mayus(datos.segundoApellido),
    fechaNacimiento: datos.fechaNacimiento,
    sexo: datos.sexo,
    tipoCliente: datos.tipoCliente,
    diagnostico: opcional(datos.diagnostico),
    paisOrigen: opcional(datos.paisOrigen),
    departamentoOrigen: opcional(datos.departamentoOrigen),
    ciudadOrigen: opcional(datos.ciudadOrigen),
    paisResidencia: opcional(datos.paisResidencia),
    departamentoResidencia: opcional(datos.departamentoResidencia),
    ciudadResidencia: opcional(datos.ciudadResidencia),
    barrio: opcional(datos.barrio),
    direccion: opcional(datos.direccion),
    telefono: opcional(datos.telefono),
    regimen,
    eps,
    prepagada,
    poliza,
    tipoVinculacion: opcional(datos.tipoVinculacion),
    nombreAcompanante: mayus(datos.nombreAcompanante),
    telefonoAcompanante: opcional(datos.telefonoAcompanante),
    remitente: mayus(datos.remitente),
  };
}

/**
 * The patient code (spec PacIdeUsu): document type and number at admission, e.g. `CC1020304050`.
 * Unique because the document key is never released and no document type is a prefix of another.
 */
export const codigoPaciente = (tipoDocumento: string, numeroDocumento: string): string =>
  normalizarClave(`${tipoDocumento}${numeroDocumento}`).replace(/\s/g, '');

export interface Admision {
  id: string;
  sede: string;
  fechaIngreso: string;
  datos: DatosPaciente;
}

export function decidirAdmision(estado: EstadoPacienteAgregado, admision: Admision, hechos: Hechos): EventoPaciente[] {
  if (estado.existe) throw new ReglaIncumplida(MENSAJES_PACIENTE.duplicado(admision.datos.tipoDocumento, admision.datos.numeroDocumento));
  if (!esFechaValida(admision.fechaIngreso)) throw invalido(MENSAJES_PACIENTE.fechaIngresoInvalida);
  const datos = normalizarDatos(admision.datos, hechos);
  return [
    {
      tipo: 'PacienteAdmitido',
      datos: {
        id: admision.id,
        codigo: codigoPaciente(datos.tipoDocumento, datos.numeroDocumento),
        sede: admision.sede,
        fechaIngreso: admision.fechaIngreso,
        ...datos,
      },
    },
  ];
}

/** Edit mode: every field but the code, the site and the locked registration date. */
export function decidirActualizacion(
  estado: EstadoPacienteAgregado,
  id: string,
  datos: DatosPaciente & { fechaIngreso?: string | null },
  hechos: Hechos,
): { eventos: EventoPaciente[]; claveNueva: string | null } {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_PACIENTE.noEncontrado);
  if (datos.fechaIngreso && datos.fechaIngreso !== estado.fechaIngreso) throw invalido(MENSAJES_PACIENTE.fechaIngresoBloqueada);
  const { fechaIngreso: _bloqueada, ...resto } = datos;
  const normalizados = normalizarDatos(resto, hechos);
  const clave = claveDocumento(normalizados.tipoDocumento, normalizados.numeroDocumento);
  return {
    eventos: [{ tipo: 'PacienteActualizado', datos: { id, ...normalizados } }],
    claveNueva: estado.clavesDocumento.includes(clave) ? null : valorClaveDocumento(normalizados.tipoDocumento, normalizados.numeroDocumento),
  };
}

export function decidirCambioEstado(estado: EstadoPacienteAgregado, id: string, nuevo: number): EventoPaciente[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_PACIENTE.noEncontrado);
  if (nuevo !== 0 && nuevo !== 1) throw invalido(MENSAJES_PACIENTE.estadoInvalido);
  if (estado.estado === nuevo) throw new ReglaIncumplida(nuevo === 1 ? MENSAJES_PACIENTE.yaActivo : MENSAJES_PACIENTE.yaInactivo);
  return [{ tipo: 'EstadoPacienteCambiado', datos: { id, estado: nuevo } }];
}

/** Leading therapist per specialty: the role whose users may lead it (roles 2-6 by specialty). */
export const ESPECIALIDADES_LIDER: readonly { campo: keyof Lideres; rol: number; nombre: string }[] = [
  { campo: 'fisioterapia', rol: 2, nombre: 'fisioterapia' },
  { campo: 'fonoaudiologia', rol: 3, nombre: 'fonoaudiología' },
  { campo: 'terapiaOcupacional', rol: 4, nombre: 'terapia ocupacional' },
  { campo: 'educacionEspecial', rol: 5, nombre: 'educación especial' },
  { campo: 'psicologia', rol: 6, nombre: 'psicología' },
];

/** The order in which a chosen leader becomes the lock holder: psychology first. */
const ORDEN_BLOQUEO: readonly (keyof Lideres)[] = ['psicologia', 'fisioterapia', 'fonoaudiologia', 'terapiaOcupacional', 'educacionEspecial'];

export interface AsignacionLideres {
  lideres: Lideres;
  /** undefined: keep the current lock (a user without the confidential capability). */
  confidencial: boolean | undefined;
  puedeAsignar: boolean;
  puedeConfidencial: boolean;
  /** The chosen users by id with their role, state and site (read by the handler). */
  usuarios: ReadonlyMap<string, { rol: number; estado: number; sede: string }>;
}

/**
 * Leaders and the confidential lock (spec 1 §6, DOMAIN.md 'Clinical history'). The lock names one
 * user: the psychology leader when chosen, otherwise the first chosen leader in the order above.
 */
export function decidirLideres(estado: EstadoPacienteAgregado, id: string, a: AsignacionLideres): EventoPaciente[] {
  if (!a.puedeAsignar) throw new ReglaIncumplida(MENSAJES_PACIENTE.sinPermisoLideres, 'prohibido');
  if (!estado.existe) throw new NoEncontrado(MENSAJES_PACIENTE.noEncontrado);
  if (a.confidencial !== undefined && !a.puedeConfidencial) {
    // Without the capability the lock is not theirs to change: asking for it is refused, leaving it unchanged is fine.
    const actual = estado.bloqueadoPara !== null;
    if (a.confidencial !== actual || a.confidencial) throw new ReglaIncumplida(MENSAJES_PACIENTE.sinPermisoConfidencial, 'prohibido');
  }
  for (const e of ESPECIALIDADES_LIDER) {
    const usuario = a.lideres[e.campo];
    if (usuario === null) continue;
    const u = a.usuarios.get(usuario);
    if (!u || u.estado !== 1 || u.rol !== e.rol) throw invalido(MENSAJES_PACIENTE.liderInvalido(e.nombre));
    if (u.sede !== estado.sede) throw invalido(MENSAJES_PACIENTE.liderDeOtraSede(e.nombre));
  }
  const elegido = ORDEN_BLOQUEO.map((c) => a.lideres[c]).find((u): u is string => u !== null) ?? null;
  let bloqueadoPara = estado.bloqueadoPara;
  if (a.puedeConfidencial && a.confidencial !== undefined) {
    if (a.confidencial && !elegido) throw invalido(MENSAJES_PACIENTE.confidencialSinLider);
    bloqueadoPara = a.confidencial ? elegido : null;
  }
  return [{ tipo: 'LideresAsignados', datos: { id, ...a.lideres, confidencial: bloqueadoPara !== null, bloqueadoPara } }];
}

export function decidirAcudiente(estado: EstadoPacienteAgregado, pacienteId: string, datos: DatosAcudiente): EventoPaciente[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_PACIENTE.noEncontrado);
  if (estado.estado !== 1) throw new ReglaIncumplida(MENSAJES_PACIENTE.inactivoAcudientes);
  const numeroDocumento = limpiar(datos.numeroDocumento).toUpperCase().replace(/\s/g, '');
  const campos = [datos.tipoDocumento, numeroDocumento, datos.nombres, datos.apellidos, datos.telefono, datos.correo].map(limpiar);
  if (campos.some((c) => !c) || !datos.parentesco || !datos.ocupacion) throw invalido(MENSAJES_PACIENTE.faltanCampos);
  if (estado.acudientes.includes(numeroDocumento)) throw new ReglaIncumplida(MENSAJES_PACIENTE.acudienteRepetido);
  return [
    {
      tipo: 'AcudienteRegistrado',
      datos: {
        pacienteId,
        parentesco: datos.parentesco,
        tipoDocumento: limpiar(datos.tipoDocumento).toUpperCase(),
        numeroDocumento,
        nombres: limpiar(datos.nombres).toLocaleUpperCase('es-CO'),
        apellidos: limpiar(datos.apellidos).toLocaleUpperCase('es-CO'),
        telefono: limpiar(datos.telefono),
        correo: limpiar(datos.correo).toLowerCase(),
        ocupacion: datos.ocupacion,
      },
    },
  ];
}

export function decidirDesvinculacion(estado: EstadoPacienteAgregado, pacienteId: string, documento: string): EventoPaciente[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_PACIENTE.noEncontrado);
  if (estado.estado !== 1) throw new ReglaIncumplida(MENSAJES_PACIENTE.inactivoAcudientes);
  const numeroDocumento = limpiar(documento).toUpperCase();
  if (!estado.acudientes.includes(numeroDocumento)) throw new NoEncontrado(MENSAJES_PACIENTE.acudienteNoVinculado);
  return [{ tipo: 'AcudienteDesvinculado', datos: { pacienteId, numeroDocumento } }];
}

export function decidirMotivo(
  estado: EstadoPacienteAgregado,
  motivo: { pacienteId: string; id: string; fecha: string; descripcion: string },
): EventoPaciente[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_PACIENTE.faltanDatosPacienteMotivo);
  if (estado.estado !== 1) throw new ReglaIncumplida(MENSAJES_PACIENTE.inactivoMotivos);
  const descripcion = (motivo.descripcion ?? '').trim();
  if (!descripcion) throw invalido(MENSAJES_PACIENTE.motivoObligatorio);
  if (descripcion.length > 1000) throw invalido(MENSAJES_PACIENTE.motivoLargo);
  return [{ tipo: 'MotivoIngresoRegistrado', datos: { ...motivo, descripcion, estado: 0 } }];
}

export function decidirDocumentos(
  estado: EstadoPacienteAgregado,
  pacienteId: string,
  documentos: Partial<Record<TipoDocumentoPaciente, ArchivoGuardado>>,
  /** false: one document saved on its own (issue 27 item 9); at least one is still required. */
  todos = true,
): EventoPaciente[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_PACIENTE.faltanDatosPacienteDocumentos);
  if (estado.estado !== 1) throw new ReglaIncumplida(MENSAJES_PACIENTE.inactivoDocumentos);
  if (todos ? TIPOS_DOCUMENTO_PACIENTE.some((t) => !documentos[t]) : Object.keys(documentos).length === 0) throw invalido(MENSAJES_PACIENTE.noHayDocumentos);
  return [{ tipo: 'DocumentosPacienteGuardados', datos: { pacienteId, documentos } }];
}
