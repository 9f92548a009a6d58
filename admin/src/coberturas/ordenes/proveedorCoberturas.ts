import { enviar, parametros, rutaApi } from '../../proveedor-datos/peticion';
import type { CoberturaEnLista, CoberturaLeida, EntradaHistorialCobertura, EspecialidadLeida } from '../../contratos';
import type {
  AjustarCoberturaSolicitud,
  CoberturaRegistrada,
  MensajeCobertura,
  RegistrarAutorizacionSolicitud,
  RegistrarConvenioSolicitud,
  RegistrarOrdenSolicitud,
  RegistrarParticularSolicitud,
} from '../../../../libs/src/coberturas/contrato';

/** The body each registration route reads (libs/src/coberturas/contrato.ts). */
interface Registros {
  ordenes: RegistrarOrdenSolicitud;
  autorizaciones: RegistrarAutorizacionSolicitud;
  particulares: RegistrarParticularSolicitud;
  convenios: RegistrarConvenioSolicitud;
}

/** The coverage commands and lookups the intake and management screens call (api/src/coberturas). */
export const proveedorCoberturas = {
  /** The coverage whose code is exactly `codigo` (case and spaces ignored, compared by the server), or null. */
  async buscarPorCodigo(codigo: string): Promise<CoberturaLeida | null> {
    const [exacta] = await enviar<CoberturaEnLista[]>(`${rutaApi('coberturas')}${parametros({ filter: { codigoExacto: codigo }, range: [0, 0] })}`);
    return exacta ? enviar<CoberturaLeida>(rutaApi('coberturas', exacta.id)) : null;
  },
  /** Active insurers (of one kind), from the lookup service intake and rates may read. */
  aseguradoras: (tipo?: number) =>
    enviar<{ id: string; nombre: string; tipo: number }[]>(`${rutaApi('aseguradoras')}${tipo === undefined ? '' : `?tipo=${tipo}`}`),
  obtener: (id: string) => enviar<CoberturaLeida>(rutaApi('coberturas', id)),
  historial: (id: string) => enviar<EntradaHistorialCobertura[]>(rutaApi('coberturas', id, 'historial')),
  ajustar: (id: string, cambios: AjustarCoberturaSolicitud) => enviar<MensajeCobertura>(rutaApi('coberturas', id, 'ajustar'), 'POST', cambios),
  cancelar: (id: string) => enviar<MensajeCobertura>(rutaApi('coberturas', id, 'cancelar'), 'POST', {}),
  especialidades: () => enviar<EspecialidadLeida[]>(rutaApi('especialidades')),
  /** A patient's latest coverages, newest first (service intake's list under the form). */
  delPaciente: (paciente: string) =>
    enviar<CoberturaEnLista[]>(`${rutaApi('coberturas')}${parametros({ filter: { paciente }, range: [0, 9], sort: ['fecha', 'DESC'] })}`),
  ordenesActivas: (paciente: string) => enviar<CoberturaEnLista[]>(rutaApi('pacientes', paciente, 'ordenes-activas')),
  registrar: <T extends keyof Registros>(tipo: T, datos: Registros[T]) => enviar<CoberturaRegistrada>(rutaApi('coberturas', tipo), 'POST', datos),
};
