import { enviar, parametros, rutaApi } from '../../proveedor-datos/peticion';
import type { CoberturaEnLista, CoberturaLeida, EspecialidadLeida } from '../../contratos';
import type { EventoAuditoria } from '../../auditoria/tipos';

export interface Registrada {
  id: string;
  codigo: string;
  mensaje: string;
}

/** The coverage commands and lookups the intake and management screens call (api/src/coberturas). */
export const proveedorCoberturas = {
  /** The coverage whose code is exactly `codigo` (case ignored), or null. */
  async buscarPorCodigo(codigo: string): Promise<CoberturaLeida | null> {
    const lista = await enviar<CoberturaEnLista[]>(`${rutaApi('coberturas')}${parametros({ filter: { codigo }, range: [0, 49] })}`);
    const exacta = lista.find((c) => c.codigo.toUpperCase() === codigo.trim().toUpperCase());
    return exacta ? enviar<CoberturaLeida>(rutaApi('coberturas', exacta.id)) : null;
  },
  obtener: (id: string) => enviar<CoberturaLeida>(rutaApi('coberturas', id)),
  historial: (id: string) => enviar<EventoAuditoria[]>(rutaApi('coberturas', id, 'historial')),
  ajustar: (id: string, cambios: { bolsa?: number; fechaVencimiento?: string; motivo: string }) =>
    enviar<{ mensaje: string }>(rutaApi('coberturas', id, 'ajustar'), 'POST', cambios),
  cancelar: (id: string) => enviar<{ mensaje: string }>(rutaApi('coberturas', id, 'cancelar'), 'POST', {}),
  especialidades: () => enviar<EspecialidadLeida[]>(rutaApi('especialidades')),
  ordenesActivas: (paciente: string) => enviar<CoberturaEnLista[]>(rutaApi('pacientes', paciente, 'ordenes-activas')),
  registrar: (tipo: 'ordenes' | 'autorizaciones' | 'particulares' | 'convenios', datos: object) =>
    enviar<Registrada>(rutaApi('coberturas', tipo), 'POST', datos),
};
