/**
 * The RIPS rules that both the api's decisions and the workers' file need (issue 26): pure functions, no
 * framework, no database. How Avanti's records map to the annex's codes, and which problems would make the
 * Ministry reject a session. See docs/decisiones/0042-rips-json.md for each mapping's source.
 */
import {
  DOCUMENTO_A_RIPS,
  TEXTOS_PROBLEMA_RIPS,
  enlaceDeProblema,
  type CodigoProblemaRips,
  type GrupoRips,
  type ProblemaRips,
  type ServicioRips,
} from './contrato.js';
import { esFechaIso } from '../dominio/fecha-iso.js';
import { fechaHoraNegocio } from '../clock/reloj.js';

/** Everything the read side gathers about one done session of an insurer (one row, joined). */
export interface SesionParaRips {
  id: string;
  pacienteId: string;
  pacienteNombre: string;
  tipoDocumento: string;
  numeroDocumento: string;
  fechaNacimiento: string;
  /** 1 male, 2 female (intake). */
  sexo: number;
  paisResidencia: string | null;
  municipioResidencia: string | null;
  /** Whether the municipality is in DIVIPOLA. */
  municipioValido: boolean;
  paisOrigen: string | null;
  /** Patient's regime at intake: 1 contributory, 2 subsidised. */
  regimen: number;
  tipoVinculacion: string | null;
  /** The insurer's kind: 1 EPS, 2 prepaid, 3 policy. */
  tipoEntidad: number;
  /** The coverage the session draws on: 0 medical order, 1 authorization, 2 private, 3 agreement. */
  formatoCobertura: number;
  coberturaCodigo: string;
  /** The insurer's own number of the authorization, when typed (issue 27 item 9): what RIPS reports as numAutorizacion. */
  numeroAutorizacionEps?: string | null;
  especialidad: number;
  especialidadNombre: string;
  tipo: string;
  lugar: string;
  fecha: string;
  horaInicio: string;
  unidades: number;
  valor: number;
  copago: number;
  sede: string;
  sedeNombre: string;
  terapeutaId: string;
  terapeutaNombre: string;
  terapeutaDocumento: string | null;
  /** The latest CIE-10 codes of the patient's diagnostic impression (first = principal), [] when none. */
  diagnosticos: string[];
  /** Whether each of `diagnosticos` is in the CIE-10 table. */
  diagnosticosValidos: boolean;
  /** The insurer's current rate for the specialty, null when it has none. */
  tarifa: { tarifa: number; copago: number } | null;
  /** The site's provider, null when not configured. */
  prestador: { nit: string; codigoHabilitacion: string } | null;
  /** The configured (or default) service; cups null when there is none. */
  servicio: ServicioRips;
  /** The invoice (or 'RIPS sin factura') it was already reported to, null when never. */
  reportadaEn: string | null;
}

// ─── Mappings ───

/**
 * tipoUsuario from the insurer's kind and the patient's regime and affiliation: an EPS's contributory patient is
 * 01 cotizante, 02 beneficiario or 03 adicional by their affiliation; subsidised 04; prepaid plans and policies are
 * voluntary plans (11). null when the contributory affiliation is unknown (a problem, never a guess).
 */
export function tipoUsuarioRips(tipoEntidad: number, regimen: number, tipoVinculacion: string | null): string | null {
  if (tipoEntidad === 2 || tipoEntidad === 3) return '11';
  if (regimen === 2) return '04';
  switch (tipoVinculacion) {
    case 'COTIZANTE':
      return '01';
    case 'BENEFICIARIO':
      return '02';
    case 'ADICIONAL':
      return '03';
    default:
      return null;
  }
}

/** codSexo from intake's 1 male / 2 female. */
export const sexoRips = (sexo: number): string => (sexo === 1 ? 'M' : sexo === 2 ? 'F' : 'I');

/** The annex's document type for Avanti's, null when there is none (NUIP, NIT, RUT). */
export const documentoRips = (tipo: string): string | null => DOCUMENTO_A_RIPS[tipo] ?? null;

/** modalidadGrupoServicioTecSal from the session's place: at the site 01 intramural, at home 03, virtual 06. */
export function modalidadRips(lugar: string): string {
  if (lugar === 'Domicilio') return '03';
  if (lugar === 'Virtual') return '06';
  return '01';
}

/**
 * fechaInicioAtencion, 'AAAA-MM-DD HH:MM' in Bogotá time. Sessions are stored as Bogotá date and time already;
 * an instant (a Date) is converted to Bogotá (UTC−5, no daylight saving).
 */
export function fechaInicioAtencion(fecha: string | Date, hora?: string): string {
  if (fecha instanceof Date) return fechaHoraNegocio(fecha).replace('T', ' ');
  const hhmm = (hora ?? '00:00').slice(0, 5);
  if (!esFechaIso(fecha) || !/^\d{2}:\d{2}$/.test(hhmm)) throw new Error(`Fecha u hora inválida: ${fecha} ${hora}`);
  return `${fecha} ${hhmm}`;
}

/** One rate of an insurer × specialty and the instant it was recorded (the rate's own stream is its history). */
export interface TarifaRegistradaEn {
  desde: Date;
  tarifa: number;
  copago: number;
}

/**
 * The rate in force when the session started (Bogotá time): the last one recorded up to that instant. A session
 * older than the first rate recorded takes that first rate: the system we replace kept no rate history, so the
 * rate an insurer had when it was entered here is the one its earlier sessions were billed at.
 */
export function tarifaEnLaFecha(historial: readonly TarifaRegistradaEn[] | undefined, fecha: string, hora: string): { tarifa: number; copago: number } | null {
  if (!historial?.length) return null;
  const inicio = new Date(`${fecha}T${hora.slice(0, 5)}:00-05:00`).getTime();
  let vigente = historial[0]!;
  for (const t of historial) if (t.desde.getTime() <= inicio) vigente = t;
  return { tarifa: vigente.tarifa, copago: vigente.copago };
}

/**
 * conceptoRecaudo and valorPagoModerador from the session's copay: none → 05 'No aplica' with 0; an EPS's
 * contributory patient pays a cuota moderadora (02), a subsidised one a copago (01); prepaid plans and policies
 * are 'pagos compartidos en planes voluntarios' (03).
 */
export function recaudoRips(copago: number, tipoEntidad: number, regimen: number): { conceptoRecaudo: string; valorPagoModerador: number } {
  if (copago <= 0) return { conceptoRecaudo: '05', valorPagoModerador: 0 };
  if (tipoEntidad === 2 || tipoEntidad === 3) return { conceptoRecaudo: '03', valorPagoModerador: copago };
  return { conceptoRecaudo: regimen === 2 ? '01' : '02', valorPagoModerador: copago };
}

/** tipoDiagnosticoPrincipal: an evaluation states an impression (01); a follow-up session a confirmed, repeated one (03). */
export const tipoDiagnosticoRips = (tipoSesion: string): string => (tipoSesion === 'Evaluacion' ? '01' : '03');

/** RIPS wants CIE-10 codes without the dot, upper case ('F84.0' → 'F840'). */
export const codigoCie10Rips = (codigo: string): string => codigo.replace(/\./g, '').trim().toUpperCase();

// ─── Default services (issue 26) ───

interface ServicioPorDefecto {
  cups: string;
  grupo: GrupoRips;
  grupoServicios: string;
  codServicio: number;
}

/**
 * The defaults: 931001 physiotherapy, 937000 speech therapy, 938303 occupational therapy as procedures
 * (grupo 02, REPS services 739, 740, 728); psychology 890208 first-time (an evaluation) and 890308 control as
 * consultations (grupo 01, REPS 344). Special education has no CUPS: a clinic that bills it configures one.
 */
export function servicioPorDefecto(especialidad: number, tipoSesion: string): ServicioPorDefecto | null {
  switch (especialidad) {
    case 2:
      return { cups: '931001', grupo: 'procedimiento', grupoServicios: '02', codServicio: 739 };
    case 3:
      return { cups: '937000', grupo: 'procedimiento', grupoServicios: '02', codServicio: 740 };
    case 4:
      return { cups: '938303', grupo: 'procedimiento', grupoServicios: '02', codServicio: 728 };
    case 6:
      return { cups: tipoSesion === 'Evaluacion' ? '890208' : '890308', grupo: 'consulta', grupoServicios: '01', codServicio: 344 };
    default:
      return null;
  }
}

/** The service as the product reports it when nobody configured it: the default, or one without CUPS. */
export function servicioEfectivo(especialidad: number, especialidadNombre: string, tipoSesion: string): ServicioRips {
  const d = servicioPorDefecto(especialidad, tipoSesion);
  return {
    id: `${especialidad}-${tipoSesion}`,
    especialidad,
    especialidadNombre,
    tipoSesion,
    cups: d?.cups ?? null,
    grupo: d?.grupo ?? 'procedimiento',
    grupoServicios: d?.grupoServicios ?? '02',
    codServicio: d?.codServicio ?? null,
    finalidad: tipoSesion === 'Evaluacion' ? '15' : '17',
    causaAtencion: '38',
    viaIngreso: '02',
    configurado: false,
  };
}

/** Consultation or procedure: what the configured service says (psychology consults by default, therapies are procedures). */
export const grupoDeSesion = (servicio: Pick<ServicioRips, 'grupo'>): GrupoRips => servicio.grupo;

// ─── Problems ───

/** Every problem that would make the Ministry reject the session, in Spanish, each with the link that fixes it. */
export function problemasDeSesion(s: SesionParaRips): ProblemaRips[] {
  const codigos: CodigoProblemaRips[] = [];
  if (!s.prestador) codigos.push('sin-prestador');
  if (!documentoRips(s.tipoDocumento)) codigos.push('documento-sin-equivalente');
  if (s.tipoEntidad === 1 && s.regimen !== 2 && !tipoUsuarioRips(s.tipoEntidad, s.regimen, s.tipoVinculacion)) codigos.push('sin-vinculacion');
  if (!s.municipioResidencia) codigos.push('sin-municipio');
  else if (!s.municipioValido) codigos.push('municipio-invalido');
  if (s.diagnosticos.length === 0) codigos.push('sin-diagnostico');
  else if (!s.diagnosticosValidos) codigos.push('diagnostico-invalido');
  if (s.formatoCobertura !== 1) codigos.push('sin-autorizacion');
  if (!s.tarifa) codigos.push('sin-tarifa');
  else {
    if (s.valor !== s.tarifa.tarifa) codigos.push('valor-distinto');
    if (s.copago !== s.tarifa.copago || s.copago > s.valor) codigos.push('copago-inconsistente');
  }
  if (!s.terapeutaDocumento?.trim()) codigos.push('terapeuta-sin-documento');
  if (!s.servicio.cups || s.servicio.codServicio === null) codigos.push('sin-cups');
  if (s.reportadaEn !== null) codigos.push('ya-reportada');
  return codigos.map((codigo) => ({
    codigo,
    ...TEXTOS_PROBLEMA_RIPS[codigo],
    enlace: enlaceDeProblema(codigo, {
      pacienteId: s.pacienteId,
      pacienteDocumento: s.numeroDocumento,
      terapeutaNombre: s.terapeutaNombre,
      sede: s.sede,
      coberturaCodigo: s.coberturaCodigo,
      especialidad: s.especialidad,
    }),
  }));
}

/** A problem the user cannot waive by a note: everything but 'already reported' (which a note may report again). */
export const bloquea = (p: ProblemaRips, conNota: boolean): boolean => !(conNota && p.codigo === 'ya-reportada');
