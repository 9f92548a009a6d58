import { plegar } from '@avanti/libs/dominio/agregado';
import type { EventoExportacion } from '@avanti/libs/exportaciones/eventos';
import { agregadoExportacion, decidirSolicitud, MENSAJES_EXPORTACION } from './exportacion.js';

const solicitada: EventoExportacion = { tipo: 'ExportacionSolicitada', datos: { id: 'x1', recurso: 'eps', filtro: { q: 'EPS' } } };
const dado = (...eventos: EventoExportacion[]) => plegar(agregadoExportacion, eventos);

describe('Exportación: reglas', () => {
  it('registra la solicitud con el recurso y el filtro', () => {
    expect(decidirSolicitud(dado(), { id: 'x1', recurso: 'eps', filtro: { q: 'EPS' } })).toEqual([solicitada]);
  });

  it('no solicita dos veces la misma exportación', () => {
    expect(() => decidirSolicitud(dado(solicitada), { id: 'x1', recurso: 'eps', filtro: {} })).toThrow(MENSAJES_EXPORTACION.yaExiste);
  });

  it('termina al completarse o al fallar', () => {
    expect(dado(solicitada)).toEqual({ existe: true, terminada: false });
    expect(dado(solicitada, { tipo: 'ExportacionCompletada', datos: { id: 'x1', archivo: 'a', nombreArchivo: 'b', filas: 1 } }).terminada).toBe(true);
    expect(dado(solicitada, { tipo: 'ExportacionFallida', datos: { id: 'x1', mensaje: 'm' } }).terminada).toBe(true);
  });
});
