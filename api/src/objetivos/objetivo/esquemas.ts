/** The OpenAPI schema of an objective as GET /api/objetivos/:id serves it (libs/src/objetivos/contrato-lecturas.ts: ObjetivoLeido). */
import { ESTADOS_OBJETIVO } from '@avanti/libs/objetivos/contrato-lecturas';
import { entero, fecha, fechaNula, objeto, texto, textoNulo } from '../../infrastructure/http/esquemas.js';

const calificacion = objeto({
  periodo: entero,
  tareas: { type: 'array', items: objeto({ descripcion: texto, puntaje: entero, cumple: { type: 'boolean' } }) },
  porcentaje: { type: 'number' },
  comentario: textoNulo,
  evidencia: textoNulo,
  fecha,
  calificadoPor: texto,
});

export const ESQUEMA_OBJETIVO = objeto({
  id: texto,
  pacienteId: texto,
  paciente: texto,
  especialidad: entero,
  objetivo: texto,
  tareas: { type: 'array', items: texto },
  fechaInicio: fecha,
  fechaFin: fecha,
  forma: { type: 'string', enum: ['periodos', 'unica'] },
  terapeutaId: texto,
  terapeuta: texto,
  porcentaje: { type: 'number', nullable: true },
  aprobado: { type: 'boolean', nullable: true },
  periodosCalificados: { type: 'array', items: entero },
  logro: textoNulo,
  evidencia: textoNulo,
  fechaLogro: fechaNula,
  estado: { type: 'string', enum: ESTADOS_OBJETIVO.map((e) => e.codigo) },
  marca: { type: 'string', enum: ['a-tiempo', 'tarde', 'vencido'], nullable: true },
  calificaciones: { type: 'array', items: calificacion, nullable: true },
});
