import type { Db } from '@avanti/libs/database/conexion';
import { MENSAJES_GASTO as M, type GastoLeido } from '@avanti/libs/finanzas/contrato';
import { listarGastos } from '@avanti/libs/finanzas/lecturas/finanzas';
import { unoDeLaLista } from '../../../infrastructure/http/lista.js';

/** An expense as GET /api/gastos-fijos/{id} or /api/gastos-variables/{id} serves it (the projection is inline). */
export const gastoComoLaLista = (db: Db, clase: 'fijo' | 'variable', id: string): Promise<GastoLeido> =>
  unoDeLaLista((c) => listarGastos(db, clase, c), { ids: [id], sede: null }, 'fecha', M.noEncontrado);
