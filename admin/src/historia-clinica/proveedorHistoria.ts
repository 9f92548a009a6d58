import type {
  AccesoHistoriaLeido,
  EvolucionHistoriaLeida,
  AntecedenteLeido,
  Cie10Leido,
  ExamenLeido,
  ImpresionLeida,
  ItemCatalogoLeido,
  MotivoHistoriaLeido,
  PlanLeido,
  ResumenHistoria,
} from '../contratos';
import type {
  ActualizarDiagnosticoSolicitud,
  EntradaHistoriaRespuesta,
  RegistrarAntecedenteSolicitud,
  RegistrarImpresionSolicitud,
  RegistrarMotivoSolicitud,
  RegistrarPlanSolicitud,
  VerificarMotivoSolicitud,
} from '../../../libs/src/historia-clinica/contrato';
import { descargar, enviar, parametros, rutaApi } from '../proveedor-datos/peticion';

/** The history's writes send and receive the api's shapes (libs/src/historia-clinica/contrato.ts, issue 25): one definition for both. */
type Respuesta = EntradaHistoriaRespuesta;
const hc = (id: string, ...partes: string[]) => rutaApi('pacientes', id, 'historia', ...partes);

/** Whether the evaluation PDF of a patient can be generated, and if not why and where to fix it (issue 27 item 12). */
export interface RequisitosInformeHistoria {
  listo: boolean;
  /** The evaluation the export starts from (the latest up to today, else the next one). */
  fecha?: string;
  mensaje?: string;
  arreglo?: { texto: string; ruta: string } | null;
}

/** The clinical history's reads and commands (spec 2 'Clinical history'), named after what the user means. */
export interface MetodosHistoria {
  resumenHistoria(id: string): Promise<ResumenHistoria>;
  motivosHistoria(id: string): Promise<MotivoHistoriaLeido[]>;
  registrarMotivoHistoria(id: string, datos: RegistrarMotivoSolicitud): Promise<Respuesta>;
  verificarMotivo(id: string, motivoId: string, datos: VerificarMotivoSolicitud): Promise<Respuesta>;
  antecedentesHistoria(id: string): Promise<AntecedenteLeido[]>;
  registrarAntecedente(id: string, datos: RegistrarAntecedenteSolicitud): Promise<Respuesta>;
  impresionesHistoria(id: string): Promise<ImpresionLeida[]>;
  registrarImpresion(id: string, datos: RegistrarImpresionSolicitud): Promise<Respuesta>;
  actualizarDiagnostico(id: string, datos: ActualizarDiagnosticoSolicitud): Promise<Respuesta>;
  examenesHistoria(id: string): Promise<ExamenLeido[]>;
  /** multipart/form-data: the fields of CargarExamenSolicitud (tipo, nombreExamen) and the file in `archivo`. */
  cargarExamen(id: string, datos: FormData): Promise<Respuesta>;
  abrirArchivoExamen(id: string, examenId: string): Promise<{ contenido: Blob; nombre: string }>;
  planesHistoria(id: string): Promise<PlanLeido[]>;
  registrarPlan(id: string, datos: RegistrarPlanSolicitud): Promise<Respuesta>;
  evolucionesHistoria(id: string, desde: string, hasta: string): Promise<EvolucionHistoriaLeida[]>;
  accesosHistoria(id: string): Promise<AccesoHistoriaLeido[]>;
  buscarCie10(q: string): Promise<Cie10Leido[]>;
  buscarDsm(q: string): Promise<{ id: string; descripcion: string }[]>;
  terminosMotivo(): Promise<ItemCatalogoLeido[]>;
  requisitosValoracionDeHistoria(id: string): Promise<RequisitosInformeHistoria>;
}

export const metodosHistoria: MetodosHistoria = {
  resumenHistoria: (id) => enviar(hc(id)),
  motivosHistoria: (id) => enviar(hc(id, 'motivos')),
  registrarMotivoHistoria: (id, datos) => enviar(hc(id, 'motivos'), 'POST', datos),
  verificarMotivo: (id, motivoId, datos) => enviar(hc(id, 'motivos', motivoId, 'verificar'), 'POST', datos),
  antecedentesHistoria: (id) => enviar(hc(id, 'antecedentes')),
  registrarAntecedente: (id, datos) => enviar(hc(id, 'antecedentes'), 'POST', datos),
  impresionesHistoria: (id) => enviar(hc(id, 'impresiones')),
  registrarImpresion: (id, datos) => enviar(hc(id, 'impresiones'), 'POST', datos),
  actualizarDiagnostico: (id, datos) => enviar(hc(id, 'diagnostico'), 'POST', datos),
  examenesHistoria: (id) => enviar(hc(id, 'examenes')),
  cargarExamen: (id, datos) => enviar(hc(id, 'examenes'), 'POST', datos),
  abrirArchivoExamen: (id, examenId) => descargar(hc(id, 'examenes', examenId, 'archivo'), 'examen'),
  planesHistoria: (id) => enviar(hc(id, 'planes')),
  registrarPlan: (id, datos) => enviar(hc(id, 'planes'), 'POST', datos),
  evolucionesHistoria: (id, desde, hasta) => enviar(`${hc(id, 'evoluciones')}${parametros({ desde, hasta })}`),
  accesosHistoria: (id) => enviar(hc(id, 'accesos')),
  buscarCie10: (q) => enviar(`${rutaApi('cie10')}${parametros({ q })}`),
  buscarDsm: (q) => enviar(`${rutaApi('dsm')}${parametros({ q })}`),
  terminosMotivo: () => enviar(`${rutaApi('catalogos', 'motivos-consulta')}${parametros({ filter: { estado: 1 }, range: [0, 199] })}`),
  requisitosValoracionDeHistoria: (id) => enviar(`${rutaApi('reportes', 'valoracion', 'requisitos')}${parametros({ paciente: id })}`),
};
