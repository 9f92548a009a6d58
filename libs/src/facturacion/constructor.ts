/**
 * The RIPS JSON of one transaction (Res. 2275 de 2023, anexo técnico): the provider's NIT, the invoice or note,
 * and one user per patient with their consultations and procedures. Pure: it receives the joined sessions
 * (lecturas.ts) and returns the document and its totals.
 */
import {
  codigoCie10Rips,
  documentoRips,
  fechaInicioAtencion,
  modalidadRips,
  recaudoRips,
  sexoRips,
  tipoDiagnosticoRips,
  tipoUsuarioRips,
  type SesionParaRips,
} from './reglas.js';

export interface CabeceraRips {
  nit: string;
  numFactura: string | null;
  tipoNota: string | null;
  numNota: string | null;
}

export interface ConsultaRips {
  codPrestador: string;
  fechaInicioAtencion: string;
  numAutorizacion: string | null;
  codConsulta: string;
  modalidadGrupoServicioTecSal: string;
  grupoServicios: string;
  codServicio: number;
  finalidadTecnologiaSalud: string;
  causaMotivoAtencion: string;
  codDiagnosticoPrincipal: string;
  codDiagnosticoRelacionado1: string | null;
  codDiagnosticoRelacionado2: string | null;
  codDiagnosticoRelacionado3: string | null;
  tipoDiagnosticoPrincipal: string;
  tipoDocumentoIdentificacion: string;
  numDocumentoIdentificacion: string;
  vrServicio: number;
  conceptoRecaudo: string;
  valorPagoModerador: number;
  numFEVPagoModerador: string | null;
  consecutivo: number;
}

export interface ProcedimientoRips {
  codPrestador: string;
  fechaInicioAtencion: string;
  idMIPRES: string | null;
  numAutorizacion: string | null;
  codProcedimiento: string;
  viaIngresoServicioSalud: string;
  modalidadGrupoServicioTecSal: string;
  grupoServicios: string;
  codServicio: number;
  finalidadTecnologiaSalud: string;
  tipoDocumentoIdentificacion: string;
  numDocumentoIdentificacion: string;
  codDiagnosticoPrincipal: string;
  codDiagnosticoRelacionado: string | null;
  codComplicacion: string | null;
  vrServicio: number;
  conceptoRecaudo: string;
  valorPagoModerador: number;
  numFEVPagoModerador: string | null;
  consecutivo: number;
}

export interface UsuarioRips {
  tipoDocumentoIdentificacion: string;
  numDocumentoIdentificacion: string;
  tipoUsuario: string;
  fechaNacimiento: string;
  codSexo: string;
  codPaisResidencia: string;
  codMunicipioResidencia: string | null;
  codZonaTerritorialResidencia: string;
  incapacidad: 'SI' | 'NO';
  consecutivo: number;
  codPaisOrigen: string;
  servicios: { consultas?: ConsultaRips[]; procedimientos?: ProcedimientoRips[] };
}

export interface DocumentoRips {
  numDocumentoIdObligado: string;
  numFactura: string | null;
  tipoNota: string | null;
  numNota: string | null;
  usuarios: UsuarioRips[];
}

export interface ResumenRips {
  usuarios: number;
  consultas: number;
  procedimientos: number;
  valorTotal: number;
  copagoTotal: number;
}

/** A 3-character CIE-10 category is reported with an 'X' (I10 → I10X), as RIPS wants 4 characters. */
const cie10De = (codigo: string | undefined): string | null => {
  if (!codigo) return null;
  const c = codigoCie10Rips(codigo);
  return c.length === 3 ? `${c}X` : c.slice(0, 4);
};

/** The NIT without its check digit, dots or dashes ('900.156.264-2' → '900156264'). */
export const nitSinDigito = (nit: string): string => nit.split('-')[0].replace(/\D/g, '');

export function construirRips(cabecera: CabeceraRips, sesiones: readonly SesionParaRips[]): { documento: DocumentoRips; resumen: ResumenRips } {
  const usuarios: UsuarioRips[] = [];
  const porPaciente = new Map<string, UsuarioRips>();
  const resumen: ResumenRips = { usuarios: 0, consultas: 0, procedimientos: 0, valorTotal: 0, copagoTotal: 0 };
  for (const s of sesiones) {
    let u = porPaciente.get(s.pacienteId);
    if (!u) {
      u = {
        tipoDocumentoIdentificacion: documentoRips(s.tipoDocumento) ?? s.tipoDocumento,
        numDocumentoIdentificacion: s.numeroDocumento,
        tipoUsuario: tipoUsuarioRips(s.tipoEntidad, s.regimen, s.tipoVinculacion) ?? '',
        fechaNacimiento: s.fechaNacimiento,
        codSexo: sexoRips(s.sexo),
        codPaisResidencia: s.paisResidencia ?? '170',
        codMunicipioResidencia: s.municipioResidencia,
        // Intake records no zone: a patient with an address in a municipality is reported urban (decision 0042).
        codZonaTerritorialResidencia: '02',
        incapacidad: 'NO',
        consecutivo: usuarios.length + 1,
        codPaisOrigen: s.paisOrigen ?? '170',
        servicios: {},
      };
      porPaciente.set(s.pacienteId, u);
      usuarios.push(u);
    }
    const comun = {
      codPrestador: s.prestador?.codigoHabilitacion ?? '',
      fechaInicioAtencion: fechaInicioAtencion(s.fecha, s.horaInicio),
      numAutorizacion: s.formatoCobertura === 1 ? s.numeroAutorizacionEps || s.coberturaCodigo : null,
      modalidadGrupoServicioTecSal: modalidadRips(s.lugar),
      grupoServicios: s.servicio.grupoServicios,
      codServicio: s.servicio.codServicio ?? 0,
      finalidadTecnologiaSalud: s.servicio.finalidad,
      tipoDocumentoIdentificacion: 'CC',
      numDocumentoIdentificacion: (s.terapeutaDocumento ?? '').replace(/\D/g, ''),
      vrServicio: s.valor,
      ...recaudoRips(s.copago, s.tipoEntidad, s.regimen),
      numFEVPagoModerador: null,
    };
    const [principal, ...relacionados] = s.diagnosticos;
    if (s.servicio.grupo === 'consulta') {
      const lista = (u.servicios.consultas ??= []);
      lista.push({
        codPrestador: comun.codPrestador,
        fechaInicioAtencion: comun.fechaInicioAtencion,
        numAutorizacion: comun.numAutorizacion,
        codConsulta: s.servicio.cups ?? '',
        modalidadGrupoServicioTecSal: comun.modalidadGrupoServicioTecSal,
        grupoServicios: comun.grupoServicios,
        codServicio: comun.codServicio,
        finalidadTecnologiaSalud: comun.finalidadTecnologiaSalud,
        causaMotivoAtencion: s.servicio.causaAtencion,
        codDiagnosticoPrincipal: cie10De(principal) ?? '',
        codDiagnosticoRelacionado1: cie10De(relacionados[0]),
        codDiagnosticoRelacionado2: cie10De(relacionados[1]),
        codDiagnosticoRelacionado3: cie10De(relacionados[2]),
        tipoDiagnosticoPrincipal: tipoDiagnosticoRips(s.tipo),
        tipoDocumentoIdentificacion: comun.tipoDocumentoIdentificacion,
        numDocumentoIdentificacion: comun.numDocumentoIdentificacion,
        vrServicio: comun.vrServicio,
        conceptoRecaudo: comun.conceptoRecaudo,
        valorPagoModerador: comun.valorPagoModerador,
        numFEVPagoModerador: null,
        consecutivo: lista.length + 1,
      });
      resumen.consultas++;
    } else {
      const lista = (u.servicios.procedimientos ??= []);
      lista.push({
        codPrestador: comun.codPrestador,
        fechaInicioAtencion: comun.fechaInicioAtencion,
        idMIPRES: null,
        numAutorizacion: comun.numAutorizacion,
        codProcedimiento: s.servicio.cups ?? '',
        viaIngresoServicioSalud: s.servicio.viaIngreso,
        modalidadGrupoServicioTecSal: comun.modalidadGrupoServicioTecSal,
        grupoServicios: comun.grupoServicios,
        codServicio: comun.codServicio,
        finalidadTecnologiaSalud: comun.finalidadTecnologiaSalud,
        tipoDocumentoIdentificacion: comun.tipoDocumentoIdentificacion,
        numDocumentoIdentificacion: comun.numDocumentoIdentificacion,
        codDiagnosticoPrincipal: cie10De(principal) ?? '',
        codDiagnosticoRelacionado: cie10De(relacionados[0]),
        codComplicacion: null,
        vrServicio: comun.vrServicio,
        conceptoRecaudo: comun.conceptoRecaudo,
        valorPagoModerador: comun.valorPagoModerador,
        numFEVPagoModerador: null,
        consecutivo: lista.length + 1,
      });
      resumen.procedimientos++;
    }
    resumen.valorTotal += s.valor;
    resumen.copagoTotal += s.copago;
  }
  resumen.usuarios = usuarios.length;
  return {
    documento: {
      numDocumentoIdObligado: nitSinDigito(cabecera.nit),
      numFactura: cabecera.numFactura,
      tipoNota: cabecera.tipoNota,
      numNota: cabecera.numNota,
      usuarios,
    },
    resumen,
  };
}
