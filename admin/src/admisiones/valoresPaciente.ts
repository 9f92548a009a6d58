import { hoyDelServidor } from '../comun/reloj';
import type { Paciente } from './proveedorAdmisiones';

export type Valores = Record<string, string>;

export const NA = '16';
export const COLOMBIA = '170';
export const vacio = (): Valores => ({
  tipoDocumento: '',
  numeroDocumento: '',
  primerNombre: '',
  segundoNombre: '',
  primerApellido: '',
  segundoApellido: '',
  fechaNacimiento: '',
  sexo: '',
  fechaIngreso: hoyDelServidor(),
  tipoCliente: '',
  diagnostico: '',
  paisOrigen: COLOMBIA,
  departamentoOrigen: '',
  ciudadOrigen: '',
  paisResidencia: COLOMBIA,
  departamentoResidencia: '',
  ciudadResidencia: '',
  barrio: '',
  direccion: '',
  telefono: '',
  regimen: '1',
  eps: NA,
  prepagada: NA,
  poliza: NA,
  tipoVinculacion: '',
  nombreAcompanante: '',
  telefonoAcompanante: '',
  remitente: '',
});

export const desdePaciente = (p: Paciente): Valores => {
  const v = vacio();
  for (const k of Object.keys(v)) {
    const valor = (p as unknown as Record<string, unknown>)[k];
    v[k] = valor === null || valor === undefined ? (['eps', 'prepagada', 'poliza'].includes(k) ? NA : '') : String(valor);
  }
  return v;
};

const MAYUSCULAS = ['primerNombre', 'segundoNombre', 'primerApellido', 'segundoApellido', 'nombreAcompanante', 'remitente'];

/** What POST/PUT /api/pacientes receive: upper case names, null for empty, 16 for N/A insurers. */
export const solicitudPaciente = (v: Record<string, unknown>, edicion: boolean): Record<string, unknown> => {
  const d: Record<string, unknown> = {};
  for (const [k, valor] of Object.entries(v)) {
    const limpio = String(valor ?? '').trim();
    if (edicion && k === 'fechaIngreso') continue;
    if (['sexo', 'tipoCliente', 'regimen'].includes(k)) d[k] = limpio ? Number(limpio) : undefined;
    else if (['eps', 'prepagada', 'poliza'].includes(k)) d[k] = !limpio || limpio === NA ? 16 : limpio;
    else d[k] = limpio ? (MAYUSCULAS.includes(k) ? limpio.toLocaleUpperCase('es-CO') : limpio) : null;
  }
  return d;
};
