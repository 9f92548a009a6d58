import type { Db } from '@avanti/libs/database/conexion';
import { MENSAJES_COPAGO as M, type CopagoLeido } from '@avanti/libs/finanzas/contrato';
import { listarCopagos } from '@avanti/libs/finanzas/lecturas/finanzas';
import { unoDeLaLista } from '../../../infrastructure/http/lista.js';

/** A copay as GET /api/copagos/{id} serves it (the inline projection has it once the command returns). */
export const copagoComoLaLista = (db: Db, id: string): Promise<CopagoLeido> =>
  unoDeLaLista((c) => listarCopagos(db, c), { ids: [id], sede: null }, 'fecha', M.noEncontrado);
