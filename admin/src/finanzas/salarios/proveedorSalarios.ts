import { enviar, rutaApi } from '../../proveedor-datos/peticion';
import type { SalarioLeido } from '../../contratos';

export type DatosSalario = Partial<Record<'tipoContrato' | keyof import('../../contratos').MontosSalarioLeidos, number>>;

/** Salary records: save a user's whole record (api/src/finanzas/salarios). */
export const proveedorSalarios = {
  guardarSalario: (usuarioId: string, d: DatosSalario) => enviar<SalarioLeido & { mensaje: string }>(rutaApi('salarios', usuarioId), 'PUT', d),
};
