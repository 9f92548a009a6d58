import type { AlertaCobertura, TableroHoy, TableroResumen } from '../contratos';
import { enviar, parametros, rutaApi } from '../proveedor-datos/peticion';

/** The main dashboard's reads (GET /api/dashboard/hoy, resumen, alertas); `sede` only for whoever sees every site. */
export const metodosDashboard = {
  tableroHoy: (sede?: string) => enviar<TableroHoy>(`${rutaApi('dashboard', 'hoy')}${parametros({ sede })}`),
  tableroResumen: (desde: string, hasta: string, sede?: string) =>
    enviar<TableroResumen>(`${rutaApi('dashboard', 'resumen')}${parametros({ desde, hasta, sede })}`),
  alertasCoberturaTablero: (sede?: string) => enviar<AlertaCobertura[]>(`${rutaApi('dashboard', 'alertas')}${parametros({ sede })}`),
};

export type MetodosDashboard = typeof metodosDashboard;
