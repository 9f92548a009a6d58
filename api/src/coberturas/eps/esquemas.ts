/** The OpenAPI schema of an insurer as GET /api/eps/:id serves it (libs/src/contratos/coberturas.ts: EpsLeida). */
import { objeto, texto, textoNulo } from '../../infrastructure/http/esquemas.js';

export const ESQUEMA_EPS = objeto({
  id: texto,
  nombre: texto,
  nombreCorto: texto,
  nit: textoNulo,
  tipo: { type: 'integer', enum: [1, 2, 3], description: '1 EPS, 2 Prepagada, 3 Póliza' },
  regimen: { type: 'integer', enum: [1, 2, 3], nullable: true, description: '1 Contributivo, 2 Subsidiado, 3 Ambos; solo tipo 1' },
  estado: { type: 'integer', description: '1 activa, 2 inactiva' },
});
