import { enviar, rutaApi } from '../../proveedor-datos/peticion';
import type { ActualizarTarifaSolicitud, RegistrarTarifaSolicitud, TarifaGuardada } from '../../../../libs/src/coberturas/contrato';

/** Rates: register one per insurer × specialty, update fee and copay (api/src/coberturas/tarifas; shapes in libs/src/coberturas/contrato.ts). */
export const proveedorTarifas = {
  registrarTarifa: (d: RegistrarTarifaSolicitud) => enviar<TarifaGuardada>(rutaApi('tarifas'), 'POST', d),
  actualizarTarifa: (id: string, d: ActualizarTarifaSolicitud) => enviar<TarifaGuardada>(rutaApi('tarifas', id), 'PUT', { tarifa: d.tarifa, copago: d.copago }),
};
