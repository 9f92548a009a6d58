import type { CampoMontoSalario, GuardarSalarioSolicitud, SalarioRespuesta } from '../../../../libs/src/finanzas/contrato';
import { enviar, rutaApi } from '../../proveedor-datos/peticion';

/** What the salary dialog saves: the contract type (1, 2, 3) and the amounts in whole pesos. */
export type DatosSalario = Partial<Record<'tipoContrato' | CampoMontoSalario, number>>;

/** Salary records: save a user's whole record (api/src/finanzas/salarios), the contract type by the name GET reads it. */
export const metodosSalarios = {
  guardarSalario: (usuarioId: string, { tipoContrato, ...montos }: DatosSalario) => {
    const cuerpo: GuardarSalarioSolicitud = { ...montos, tipoContratoId: tipoContrato };
    return enviar<SalarioRespuesta>(rutaApi('salarios', usuarioId), 'PUT', cuerpo);
  },
};

export type MetodosSalarios = typeof metodosSalarios;
