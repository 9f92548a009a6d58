import type { Db } from '@avanti/libs/database/conexion';
import { MENSAJES_DESCARGO as M, type DescargoLeido } from '@avanti/libs/finanzas/contrato';
import { listarDescargos } from '@avanti/libs/finanzas/lecturas/finanzas';
import { unoDeLaLista } from '../../../infrastructure/http/lista.js';

/** A discard as GET /api/descargos/{id} serves it (the inline projection has it once the command returns). */
export const descargoComoLaLista = (db: Db, id: string): Promise<DescargoLeido> =>
  unoDeLaLista((c) => listarDescargos(db, c), { ids: [id], sede: null }, 'fecha', M.noEncontrado);
