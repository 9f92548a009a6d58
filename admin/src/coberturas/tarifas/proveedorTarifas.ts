import { enviar, rutaApi } from '../../proveedor-datos/peticion';

export interface DatosTarifa {
  eps?: string;
  especialidad?: number;
  tarifa: number;
  copago: number;
}

/** Rates: register one per insurer × specialty, update fee and copay (api/src/coberturas/tarifas). */
export const proveedorTarifas = {
  registrarTarifa: (d: DatosTarifa) => enviar<{ id: string; mensaje: string }>(rutaApi('tarifas'), 'POST', d),
  actualizarTarifa: (id: string, d: DatosTarifa) =>
    enviar<{ id: string; mensaje: string }>(rutaApi('tarifas', id), 'PUT', { tarifa: d.tarifa, copago: d.copago }),
};
