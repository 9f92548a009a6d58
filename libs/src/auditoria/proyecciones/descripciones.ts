import { PERMISOS_POR_ID } from '../../acceso/index.js';
import { NOMBRES_TIPO_EVENTO, type TipoAuditado } from '../tipos-de-evento.js';
import { esRecursoExportable, RECURSOS_EXPORTABLES } from '../../jobs/recursos-exportables.js';
import { esInformePdf, INFORMES_PDF } from '../../jobs/informes-pdf.js';
import { DOCUMENTOS_PACIENTE, ESPECIALIDADES, fechaLegible, NOMBRES_CATALOGO, TIPOS_ANTECEDENTE, textoDe, type TipoCatalogo } from '../../contratos/index.js';

type Datos = Record<string, unknown>;

/** Looks up names the event itself does not carry (the insurer's name in a deactivation), in the audit's own table. */
export interface Nombres {
  eps(id: string): Promise<string | null>;
  rol(id: number): Promise<string | null>;
  usuario(id: string): Promise<string | null>;
  paciente(id: string): Promise<string | null>;
}

const texto = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** 'ANA PÉREZ (CC 123)': how the audit names a patient. */
export const nombrePaciente = (d: Datos) => `${texto(d.primerNombre)} ${texto(d.primerApellido)} (${texto(d.tipoDocumento)} ${texto(d.numeroDocumento)})`;
const paciente = async (id: unknown, n: Nombres) => (await n.paciente(texto(id))) ?? texto(id);
/** The saved documents by their Spanish names, in the form's order. */
const documentosGuardados = (documentos: Datos) =>
  [...DOCUMENTOS_PACIENTE, { campo: 'foto', nombre: 'Foto' }]
    .filter((o) => o.campo in documentos)
    .map((o) => o.nombre)
    .join(', ');

/** `Aseguradoras (filtro: q = EPS)`: the exported list by its title, with the filter applied. */
const exportado = (d: Datos) => {
  const titulo = esRecursoExportable(d.recurso) ? RECURSOS_EXPORTABLES[d.recurso].titulo : texto(d.recurso);
  const filtro = Object.entries((d.filtro ?? {}) as Datos).map(([k, v]) => `${k} = ${texto(v)}`);
  return filtro.length ? `${titulo} (filtro: ${filtro.join(', ')})` : titulo;
};

const catalogo = (d: Datos) => NOMBRES_CATALOGO[d.catalogo as TipoCatalogo] ?? texto(d.catalogo);

/** 'Fisioterapia × 10, Psicología × 4': a coverage's service lines. */
const lineasCobertura = (d: Datos) => ((d.lineas ?? []) as Datos[]).map((l) => `${texto(l.especialidad)} × ${texto(l.cantidad)}`).join(', ');
/** One formatter for every amount (toLocaleString with options builds one per call: most of a rebuild's audit time). */
const FORMATO_PESOS = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
const pesos = (v: unknown) => `$ ${FORMATO_PESOS.format(Number(v ?? 0))}`;

/** One sentence per audited type: a new event type does not compile until it has one. */
const DESCRIPCIONES: Record<TipoAuditado, (d: Datos, n: Nombres) => Promise<string> | string> = {
  EpsRegistrada: (d) => `Registró la aseguradora ${texto(d.nombre)}`,
  EpsDesactivada: async (d, n) => `Desactivó la aseguradora ${(await n.eps(texto(d.id))) ?? texto(d.id)}`,
  EpsActivada: async (d, n) => `Activó la aseguradora ${(await n.eps(texto(d.id))) ?? texto(d.id)}`,
  SedeRegistrada: (d) => `Registró la sede ${texto(d.nombre)}`,
  RolCreado: (d) => `Creó el rol ${texto(d.nombre)}`,
  RolDesactivado: async (d, n) => `Inhabilitó el rol ${(await n.rol(Number(d.id))) ?? texto(d.id)}`,
  RolActivado: async (d, n) => `Habilitó el rol ${(await n.rol(Number(d.id))) ?? texto(d.id)}`,
  PermisoDeRolCambiado: async (d, n) => {
    const permiso = PERMISOS_POR_ID.get(texto(d.permiso));
    const que = permiso ? `${permiso.modulo} / ${permiso.submodulo}` : texto(d.permiso);
    return `${d.concedido ? 'Concedió' : 'Retiró'} el permiso ${que} al rol ${(await n.rol(Number(d.id))) ?? texto(d.id)}`;
  },
  UsuarioRegistrado: (d) => `Registró el usuario ${texto(d.usuario)}`,
  UsuarioDesactivado: async (d, n) => `Inhabilitó el usuario ${(await n.usuario(texto(d.id))) ?? texto(d.id)}`,
  UsuarioActivado: async (d, n) => `Habilitó el usuario ${(await n.usuario(texto(d.id))) ?? texto(d.id)}`,
  UsuarioActualizado: async (d, n) => {
    const campos: string[] = [];
    if (d.correo !== undefined) campos.push(`correo: ${texto(d.correo) || '(vacío)'}`);
    if (d.tarjetaProfesional !== undefined) campos.push(`tarjeta profesional: ${texto(d.tarjetaProfesional) || '(vacía)'}`);
    if (d.cedula !== undefined) campos.push(`cédula: ${texto(d.cedula) || '(vacía)'}`);
    if (d.rol !== undefined) campos.push(`rol: ${(await n.rol(Number(d.rol))) ?? texto(d.rol)}`);
    return `Actualizó el usuario ${(await n.usuario(texto(d.id))) ?? texto(d.id)} (${campos.join(', ')})`;
  },
  PasswordCambiada: async (d, n) =>
    d.propia
      ? 'Cambió su propia contraseña (se cerraron sus otras sesiones)'
      : `Cambió la contraseña del usuario ${(await n.usuario(texto(d.id))) ?? texto(d.id)}`,
  ImagenDeUsuarioCambiada: async (d, n) =>
    `${d.imagen === 'foto' ? 'Cambió la foto de perfil' : `Cambió la firma ${texto(d.imagen)}`} del usuario ${(await n.usuario(texto(d.id))) ?? texto(d.id)}`,
  IngresoFallido: (d) =>
    `Intento de ingreso fallido para ${texto(d.usuario)} (${texto(d.motivo)})${
      d.frenadoSegundos
        ? `; ${texto(d.intentos)} intentos seguidos: ingreso frenado ${texto(d.frenadoSegundos)} s, los siguientes fallos de la racha no se registran uno a uno`
        : ''
    }`,
  // A PDF report names its patient and never repeats its filter (recommendations are clinical text).
  ExportacionSolicitada: (d) =>
    d.formato === 'json'
      ? 'Solicitó el archivo JSON del RIPS'
      : d.formato === 'pdf'
        ? `Solicitó el PDF ${esInformePdf(d.recurso) ? INFORMES_PDF[d.recurso].titulo : texto(d.recurso)}${(d.informe as Datos | undefined)?.paciente ? ` de ${texto((d.informe as Datos).paciente)}` : ''}`
        : `Solicitó exportar a Excel ${exportado(d)}`,
  ExportacionCompletada: (d) => {
    // A PDF counts its pages where a workbook counts its rows.
    const pdf = String(d.nombreArchivo ?? '').endsWith('.pdf');
    const unidad = Number(d.filas) === 1 ? (pdf ? 'página' : 'fila') : pdf ? 'páginas' : 'filas';
    return `Exportación terminada: ${texto(d.nombreArchivo)} (${texto(d.filas)} ${unidad})`;
  },
  ExportacionFallida: (d) => `La exportación falló: ${texto(d.mensaje)}`,
  PacienteAdmitido: (d) => `Registró el paciente ${nombrePaciente(d)}`,
  PacienteActualizado: (d) => `Actualizó el paciente ${nombrePaciente(d)}`,
  EstadoPacienteCambiado: async (d, n) => `${Number(d.estado) === 1 ? 'Activó' : 'Inactivó'} el paciente ${await paciente(d.id, n)}`,
  LideresAsignados: async (d, n) => `Asignó líderes al paciente ${await paciente(d.id, n)}${d.confidencial ? ' (confidencial)' : ''}`,
  AcudienteRegistrado: async (d, n) =>
    `Registró el acudiente ${texto(d.nombres)} ${texto(d.apellidos)} (${texto(d.tipoDocumento)} ${texto(d.numeroDocumento)}) del paciente ${await paciente(d.pacienteId, n)}`,
  AcudienteDesvinculado: async (d, n) => `Desvinculó el acudiente con documento ${texto(d.numeroDocumento)} del paciente ${await paciente(d.pacienteId, n)}`,
  MotivoIngresoRegistrado: async (d, n) => `Registró un motivo de consulta del paciente ${await paciente(d.pacienteId, n)}`,
  DocumentosPacienteGuardados: async (d, n) =>
    `Guardó documentos del paciente ${await paciente(d.pacienteId, n)}: ${documentosGuardados((d.documentos ?? {}) as Datos)}`,
  ItemCatalogoRegistrado: (d) => `Registró ${texto(d.descripcion)} en el catálogo ${catalogo(d)}`,
  ItemCatalogoDesactivado: (d) => `Desactivó ${texto(d.descripcion)} del catálogo ${catalogo(d)}`,
  ItemCatalogoActivado: (d) => `Activó ${texto(d.descripcion)} del catálogo ${catalogo(d)}`,
  MotivoConsultaRegistrado: async (d, n) => `Registró un motivo de consulta en la historia del paciente ${await paciente(d.pacienteId, n)}`,
  MotivoConsultaVerificado: async (d, n) => `Verificó un motivo de consulta del paciente ${await paciente(d.pacienteId, n)}`,
  AntecedenteRegistrado: async (d, n) =>
    `Registró un antecedente ${textoDe(TIPOS_ANTECEDENTE, Number(d.tipo)).toLowerCase()} del paciente ${await paciente(d.pacienteId, n)}`,
  ImpresionDiagnosticaRegistrada: async (d, n) => `Registró una impresión diagnóstica del paciente ${await paciente(d.pacienteId, n)}`,
  DiagnosticoActualizado: async (d, n) => `Actualizó el diagnóstico de una impresión del paciente ${await paciente(d.pacienteId, n)}`,
  ExamenCargado: async (d, n) => `Cargó el examen ${texto(d.nombreExamen)} del paciente ${await paciente(d.pacienteId, n)}`,
  PlanTratamientoRegistrado: async (d, n) => `Registró un plan de tratamiento del paciente ${await paciente(d.pacienteId, n)}`,
  HistoriaConsultada: async (d, n) =>
    `Consultó la historia clínica (${texto(d.seccion)}) del paciente ${texto(d.paciente) || (await paciente(d.pacienteId, n))}`,
  OrdenMedicaRegistrada: (d) => `Registró la orden médica ${texto(d.codigo)} de ${texto(d.pacienteNombre)} (${texto(d.entidadNombre)}, ${lineasCobertura(d)})`,
  AutorizacionRegistrada: (d) =>
    `Registró la autorización ${texto(d.codigo)}${d.codigo90 ? ' (código 90)' : d.sinOrden ? ' (sin orden médica)' : ` de la orden ${texto(d.perteneceCodigo)}`} de ${texto(d.pacienteNombre)} (${texto(d.entidadNombre)}, ${lineasCobertura(d)})`,
  ServicioParticularRegistrado: (d) =>
    `Registró el servicio particular ${texto(d.codigo)} de ${texto(d.pacienteNombre)} (cliente ${texto(d.nombreCliente)}, ${lineasCobertura(d)})`,
  ConvenioRegistrado: (d) => `Registró el convenio ${texto(d.codigo)} de ${texto(d.pacienteNombre)} (${lineasCobertura(d)})`,
  AutorizacionCargada: (d) => `Cargó la autorización ${texto(d.codigo)} a la orden ${texto(d.ordenCodigo)}`,
  OrdenAjustada: (d) => {
    const cambios: string[] = [];
    if (d.bolsaAnterior !== d.bolsaNueva) cambios.push(`saldo en bolsa de ${texto(d.bolsaAnterior)} a ${texto(d.bolsaNueva)}`);
    if (d.vencimientoAnterior !== d.vencimientoNuevo)
      cambios.push(`vencimiento de ${fechaLegible(d.vencimientoAnterior) || 'sin vigencia'} a ${fechaLegible(d.vencimientoNuevo) || 'sin vigencia'}`);
    return `Ajustó ${texto(d.codigo)}: ${cambios.join(' y ')}. Motivo: ${texto(d.motivo)}`;
  },
  CoberturaCancelada: (d) => `${Number(d.formato) === 0 ? 'Canceló la orden médica' : 'Desactivó la autorización'} ${texto(d.codigo)}`,
  SesionesDebitadas: (d) =>
    `Descontó ${texto(d.cantidad)} ${Number(d.cantidad) === 1 ? 'sesión' : 'sesiones'} de la bolsa de ${texto(d.codigo)} (servicio ${texto(d.lineaId)})`,
  SesionesAcreditadas: (d) =>
    `Devolvió ${texto(d.cantidad)} ${Number(d.cantidad) === 1 ? 'sesión' : 'sesiones'} a la bolsa de ${texto(d.codigo)} (servicio ${texto(d.lineaId)})`,
  EspecialidadDefinida: (d) => `Definió la especialidad ${texto(d.nombre)} (código ${texto(d.codigo)}, CUPS ${texto(d.cups) || 'sin código'})`,
  TarifaRegistrada: (d) =>
    `Registró la tarifa de ${texto(d.epsNombre)} para ${texto(d.especialidadNombre)}: tarifa ${pesos(d.tarifa)}, copago ${pesos(d.copago)}`,
  TarifaActualizada: (d) =>
    `Actualizó la tarifa de ${texto(d.epsNombre)} para ${texto(d.especialidadNombre)}: tarifa de ${pesos(d.tarifaAnterior)} a ${pesos(d.tarifa)}, copago de ${pesos(d.copagoAnterior)} a ${pesos(d.copago)}`,
  SesionProgramada: (d) =>
    `Programó ${texto(d.tipo)} de ${texto(d.especialidad)} para ${texto(d.pacienteNombre)} el ${fechaLegible(d.fecha)} de ${texto(d.horaInicio)} a ${texto(d.horaFin)} con ${texto(d.terapeutaNombre)} (${texto(d.coberturaCodigo)})`,
  SesionCancelada: (d) =>
    `Canceló la sesión de ${texto(d.pacienteNombre)} del ${fechaLegible(d.fecha)} a las ${texto(d.horaInicio)}. Motivo: ${texto(d.motivo)}${d.detalle ? ` (${texto(d.detalle)})` : ''}`,
  CytAceptada: (d) => `Aceptó la CYT de ${texto(d.pacienteNombre)} del ${fechaLegible(d.fecha)}`,
  HorarioSesionCambiado: (d) =>
    d.fechaAnterior
      ? `Movió la sesión de ${texto(d.pacienteNombre)} del ${fechaLegible(d.fechaAnterior)} ${texto(d.horaInicioAnterior)}-${texto(d.horaFinAnterior)} al ${fechaLegible(d.fecha)} ${texto(d.horaInicio)}-${texto(d.horaFin)}`
      : `Cambió el horario de la sesión de ${texto(d.pacienteNombre)} del ${fechaLegible(d.fecha)}: de ${texto(d.horaInicioAnterior)}-${texto(d.horaFinAnterior)} a ${texto(d.horaInicio)}-${texto(d.horaFin)}`,
  TerapeutaSesionCambiado: (d) =>
    `Cambió el terapeuta de la sesión de ${texto(d.pacienteNombre)} del ${fechaLegible(d.fecha)}: de ${texto(d.terapeutaAnteriorNombre)} a ${texto(d.terapeutaNombre)}`,
  EvolucionRegistrada: (d) =>
    `Evolucionó la sesión de ${texto(d.pacienteNombre)} del ${fechaLegible(d.fecha)}${d.atrasada ? ' (atrasada: se paga a la mitad)' : ''}`,
  SalarioActualizado: (d) => {
    const antes = (d.anterior ?? null) as Datos | null;
    const campos = [
      'tipoContrato',
      'salarioFijo',
      'transporte',
      'pagoPorSesion',
      'pagoPorSesionParticular',
      'pagoPorSesionDomicilio',
      'pagoPorSesionDomicilioParticular',
      'pagoPorEvaluacion',
      'pagoPorEvaluacionDomicilio',
      'eps',
      'pension',
      'arl',
    ];
    const cambios = campos
      .filter((c) => !antes || antes[c] !== d[c])
      .map((c) => (c === 'tipoContrato' ? `contrato ${texto(antes?.[c] ?? '-')} → ${texto(d[c])}` : `${c} ${antes ? pesos(antes[c]) : '-'} → ${pesos(d[c])}`));
    return `Actualizó el salario de ${texto(d.usuarioNombre)}: ${cambios.join(', ') || 'sin cambios'}`;
  },
  DescargoRegistrado: (d) => `Registró un descargo de ${pesos(d.valor)} a ${texto(d.terapeutaNombre)} (${texto(d.concepto)}) del ${fechaLegible(d.fecha)}`,
  DescargoAnulado: (d) => `Eliminó el descargo de ${pesos(d.valor)} a ${texto(d.terapeutaNombre)} (${texto(d.concepto)}) del ${fechaLegible(d.fecha)}`,
  CopagoRegistrado: (d) =>
    `Registró un copago de ${pesos(d.monto)} de ${texto(d.pacienteNombre)} (${Number(d.tipo) === 2 ? 'Transferencia' : 'Efectivo'}) del ${fechaLegible(d.fecha)}`,
  CopagoAnulado: (d) => `Eliminó el copago de ${pesos(d.monto)} de ${texto(d.pacienteNombre)} del ${fechaLegible(d.fecha)}`,
  GastoFijoRegistrado: (d) => `Registró un gasto fijo de ${pesos(d.valor)}: ${texto(d.concepto)}${d.usuarioNombre ? ` (${texto(d.usuarioNombre)})` : ''}`,
  GastoVariableRegistrado: (d) => `Registró un gasto variable de ${pesos(d.valor)} del ${fechaLegible(d.fecha)}: ${texto(d.concepto)}`,
  GastoAnulado: (d) => `Eliminó el gasto ${d.clase === 'fijo' ? 'fijo' : 'variable'} de ${pesos(d.valor)}: ${texto(d.concepto)}`,
  ObjetivoCreado: (d) =>
    `Registró un objetivo de ${texto(d.paciente)} (${textoDe(ESPECIALIDADES, Number(d.especialidad))}) con cumplimiento el ${fechaLegible(d.fechaFin)}, a cargo de ${texto(d.terapeuta)}`,
  PeriodoObjetivoCalificado: (d) =>
    `${Number(d.periodo) === 0 ? 'Calificó el objetivo' : `Evaluó el periodo ${texto(d.periodo)} del objetivo`} de ${texto(d.paciente)}: ${texto(d.porcentaje)} %${d.logro ? ' (logro registrado)' : ''}`,
  FechaObjetivoExtendida: (d) =>
    `Extendió la fecha de cumplimiento de un objetivo de ${texto(d.paciente)}: de ${fechaLegible(d.fechaAnterior)} a ${fechaLegible(d.fechaFin)}`,
  PrestadorConfigurado: (d) => `Configuró el prestador de ${texto(d.sedeNombre)}: NIT ${texto(d.nit)}, habilitación ${texto(d.codigoHabilitacion)}`,
  ServicioRipsConfigurado: (d) => `Configuró el RIPS de ${texto(d.especialidadNombre)} (${texto(d.tipoSesion)}): CUPS ${texto(d.cups)} como ${texto(d.grupo)}`,
  RipsSolicitado: (d) =>
    `Solicitó el RIPS de ${texto(d.epsNombre)} del ${fechaLegible(d.desde)} al ${fechaLegible(d.hasta)} (${d.numFactura ? `factura ${texto(d.numFactura)}` : 'RIPS sin factura'}${d.tipoNota && d.tipoNota !== 'RS' ? `, nota ${texto(d.tipoNota)} ${texto(d.numNota)}` : ''}): ${((d.sesiones ?? []) as unknown[]).length} sesiones${((d.excluidas ?? []) as unknown[]).length ? `, ${((d.excluidas ?? []) as unknown[]).length} excluidas` : ''}`,
  RipsGenerado: (d) =>
    `RIPS generado: ${texto(d.nombreArchivo)} (${texto(d.usuarios)} usuarios, ${texto(d.consultas)} consultas, ${texto(d.procedimientos)} procedimientos, ${pesos(d.valorTotal)}; sha256 ${texto(d.hash).slice(0, 12)}…)`,
  RipsFallido: (d) => `La generación del RIPS falló: ${texto(d.mensaje)}`,
};

export async function describir(tipo: string, datos: Datos, nombres: Nombres): Promise<string> {
  const describe = DESCRIPCIONES[tipo as TipoAuditado];
  return describe ? describe(datos, nombres) : (NOMBRES_TIPO_EVENTO[tipo as TipoAuditado] ?? tipo);
}
