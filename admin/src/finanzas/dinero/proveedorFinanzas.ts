import type {
  CopagoRespuesta,
  DashboardNomina,
  DescargoRespuesta,
  EvolucionAtrasadaLeida,
  GastoRespuesta,
  NominaTerapeutaLeida,
  RecursoAnulable,
  RegistrarCopagoSolicitud,
  RegistrarDescargoSolicitud,
  RegistrarGastoFijoSolicitud,
  RegistrarGastoVariableSolicitud,
} from '../../../../libs/src/finanzas/contrato';
import { enviar, parametros, rutaApi } from '../../proveedor-datos/peticion';

export type { RecursoAnulable };
type Anulado = CopagoRespuesta | DescargoRespuesta | GastoRespuesta;

export interface OpcionPersona {
  id: string;
  nombre: string;
}

const nombreDe = (t: Record<string, unknown>) =>
  String(t.nombre ?? t.nombreCompleto ?? ([t.nombres, t.apellidos].filter(Boolean).join(' ') || t.usuario || t.id));

/** Money records (api/src/finanzas): register, delete (an event that keeps the original), and the boards' reads. */
export const metodosFinanzas = {
  registrarCopago: (d: RegistrarCopagoSolicitud) => enviar<CopagoRespuesta>(rutaApi('copagos'), 'POST', d),
  registrarGastoFijo: (d: RegistrarGastoFijoSolicitud) => enviar<GastoRespuesta>(rutaApi('gastos-fijos'), 'POST', d),
  registrarGastoVariable: (d: RegistrarGastoVariableSolicitud) => enviar<GastoRespuesta>(rutaApi('gastos-variables'), 'POST', d),
  registrarDescargo: (d: RegistrarDescargoSolicitud) => enviar<DescargoRespuesta>(rutaApi('descargos'), 'POST', d),
  anularRegistroFinanciero: (recurso: RecursoAnulable, id: string) => enviar<Anulado>(rutaApi(recurso, id, 'anular'), 'POST', {}),
  evolucionesAtrasadas: (desde: string, hasta: string) =>
    enviar<EvolucionAtrasadaLeida[]>(`${rutaApi('evoluciones-atrasadas')}${parametros({ desde, hasta })}`),
  tableroNomina: (desde: string, hasta: string) => enviar<DashboardNomina>(`${rutaApi('dashboard', 'nomina')}${parametros({ desde, hasta })}`),
  buscarPacientesParaCopago: async (q: string): Promise<OpcionPersona[]> => {
    const filas = await enviar<Record<string, unknown>[]>(`${rutaApi('pacientes')}${parametros({ filter: { q }, range: [0, 19] })}`);
    return filas.map((p) => ({
      id: String(p.id),
      nombre:
        [p.primerNombre, p.segundoNombre, p.primerApellido, p.segundoApellido].filter(Boolean).join(' ') +
        (p.numeroDocumento ? ` (${String(p.tipoDocumento)} ${String(p.numeroDocumento)})` : ''),
    }));
  },
  /** Active therapists of the caller's site, names only (GET /api/finanzas/terapeutas, for the payroll and discards screens). */
  terapeutasDeNomina: async (): Promise<OpcionPersona[]> => {
    const filas = await enviar<Record<string, unknown>[]>(rutaApi('finanzas', 'terapeutas'));
    return filas.map((t) => ({ id: String(t.id), nombre: nombreDe(t) }));
  },
  nominaDeTerapeutas: (desde: string, hasta: string, terapeuta?: string) =>
    enviar<NominaTerapeutaLeida[]>(`${rutaApi('nomina')}${parametros({ desde, hasta, ...(terapeuta ? { terapeuta } : {}) })}`),
  entidadesParaCopago: async (): Promise<OpcionPersona[]> => {
    const filas = await enviar<Record<string, unknown>[]>(`${rutaApi('eps')}${parametros({ range: [0, 499] })}`);
    return filas.map((e) => ({ id: String(e.id), nombre: String(e.nombre) }));
  },
};

export type MetodosFinanzas = typeof metodosFinanzas;
