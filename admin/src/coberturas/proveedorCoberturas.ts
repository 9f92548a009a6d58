import type { Identifier } from 'react-admin';
import { enviar, parametros, rutaApi } from '../proveedor-datos/peticion';
import type { CoberturaEnLista, CoberturaLeida, EntradaHistorialCobertura, EpsLeida, EspecialidadLeida } from '../contratos';
import type {
  ActualizarTarifaSolicitud,
  AjustarCoberturaSolicitud,
  CoberturaRegistrada,
  MensajeCobertura,
  RegistrarAutorizacionSolicitud,
  RegistrarConvenioSolicitud,
  RegistrarOrdenSolicitud,
  RegistrarParticularSolicitud,
  RegistrarTarifaSolicitud,
  TarifaGuardada,
} from '../../../libs/src/coberturas/contrato';

/** The body each registration route reads (libs/src/coberturas/contrato.ts). */
export interface RegistrosCobertura {
  ordenes: RegistrarOrdenSolicitud;
  autorizaciones: RegistrarAutorizacionSolicitud;
  particulares: RegistrarParticularSolicitud;
  convenios: RegistrarConvenioSolicitud;
}

/** A patient as the coverage screens' search lists them (GET /api/pacientes). */
export interface PacienteElegible {
  id: string;
  codigo: string;
  primerNombre: string;
  segundoNombre: string | null;
  primerApellido: string;
  segundoApellido: string | null;
  tipoDocumento: string;
  numeroDocumento: string;
  tipoCliente: number;
  estado: number;
}

const coberturas = (...partes: string[]) => rutaApi('coberturas', ...partes);

/** The coverage whose code is exactly `codigo` (case and spaces ignored, compared by the server), or null. */
const buscarCoberturaPorCodigo = async (codigo: string): Promise<CoberturaLeida | null> => {
  const [exacta] = await enviar<CoberturaEnLista[]>(`${coberturas()}${parametros({ filter: { codigoExacto: codigo }, range: [0, 0] })}`);
  return exacta ? enviar<CoberturaLeida>(coberturas(exacta.id)) : null;
};

/** Coverage and rate commands and lookups (api/src/coberturas), named after what staff mean to do. */
export const metodosCoberturas = {
  buscarCoberturaPorCodigo,
  /** Active insurers (of one kind), from the lookup service intake and rates may read. */
  aseguradorasActivas: (tipo?: number) =>
    enviar<{ id: string; nombre: string; tipo: number }[]>(`${rutaApi('aseguradoras')}${tipo === undefined ? '' : `?tipo=${tipo}`}`),
  obtenerCobertura: (id: string) => enviar<CoberturaLeida>(coberturas(id)),
  historialCobertura: (id: string) => enviar<EntradaHistorialCobertura[]>(coberturas(id, 'historial')),
  ajustarCobertura: (id: string, cambios: AjustarCoberturaSolicitud) => enviar<MensajeCobertura>(coberturas(id, 'ajustar'), 'POST', cambios),
  cancelarCobertura: (id: string) => enviar<MensajeCobertura>(coberturas(id, 'cancelar'), 'POST', {}),
  /** The specialties a service line can carry, with their CUPS. */
  especialidadesConCups: () => enviar<EspecialidadLeida[]>(rutaApi('especialidades')),
  /** A patient's latest coverages, newest first (service intake's list under the form). */
  coberturasDelPaciente: (paciente: string) =>
    enviar<CoberturaEnLista[]>(`${coberturas()}${parametros({ filter: { paciente }, range: [0, 9], sort: ['fecha', 'DESC'] })}`),
  ordenesActivasDelPaciente: (paciente: string) => enviar<CoberturaEnLista[]>(rutaApi('pacientes', paciente, 'ordenes-activas')),
  registrarCobertura: <T extends keyof RegistrosCobertura>(tipo: T, datos: RegistrosCobertura[T]) =>
    enviar<CoberturaRegistrada>(coberturas(tipo), 'POST', datos),
  /** The first ten patients matching surnames, names or document. */
  buscarPacientesParaCobertura: (q: string) => enviar<PacienteElegible[]>(`${rutaApi('pacientes')}${parametros({ filter: { q }, range: [0, 9] })}`),
  /** A rate per insurer × specialty; updating changes fee and copay (api/src/coberturas/tarifas). */
  registrarTarifa: (d: RegistrarTarifaSolicitud) => enviar<TarifaGuardada>(rutaApi('tarifas'), 'POST', d),
  actualizarTarifa: (id: string, d: ActualizarTarifaSolicitud) => enviar<TarifaGuardada>(rutaApi('tarifas', id), 'PUT', { tarifa: d.tarifa, copago: d.copago }),
  /** An insurer offered again at intake, or no longer: answers it as GET /api/eps/:id serves it (no message). */
  activarEps: (id: Identifier) => enviar<EpsLeida & { mensaje?: string }>(rutaApi('eps', String(id), 'activar'), 'POST', {}),
  desactivarEps: (id: Identifier) => enviar<EpsLeida & { mensaje?: string }>(rutaApi('eps', String(id), 'desactivar'), 'POST', {}),
};

export type MetodosCoberturas = typeof metodosCoberturas;
