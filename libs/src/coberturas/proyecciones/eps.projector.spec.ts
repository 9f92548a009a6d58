import { conectar, type BaseDeDatos } from '../../database/conexion.js';
import { eps } from '../../database/schema/index.js';
import type { EventoAlmacenado } from '../../eventstore/tipos.js';
import { proyectorEps } from './eps.projector.js';

let posicion = 0;
const evento = (tipo: string, datos: object): EventoAlmacenado => ({
  posicion: ++posicion,
  transaccion: String(posicion),
  streamId: `eps-${(datos as { id: string }).id}`,
  version: posicion,
  tipo,
  datos,
  metadata: {
    usuarioId: 'u',
    usuario: 'admin',
    rol: 1,
    sede: 'principal',
    correlacionId: 'c',
    causacionId: null,
    ip: null,
    fecha: '2026-11-22T15:00:00.000Z',
    versionEsquema: 1,
  },
  registradoEn: new Date('2026-11-22T15:00:00.000Z'),
});

describe('proyector de aseguradoras: eventos → filas', () => {
  let base: BaseDeDatos;
  beforeAll(async () => {
    base = await conectar({});
  });
  afterAll(() => base.cerrar());

  it('registra, desactiva y reactiva', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    for (const e of [
      evento('EpsRegistrada', { id, nombre: 'NUEVA EPS', nombreCorto: 'NUEVA', nit: '900', tipo: 1, regimen: 3 }),
      evento('EpsDesactivada', { id }),
    ]) {
      await proyectorEps.aplicar(base.db, e);
    }
    expect(await base.db.select().from(eps)).toEqual([
      {
        id,
        busqueda: 'nueva eps nueva',
        nombre: 'NUEVA EPS',
        nombreCorto: 'NUEVA',
        nit: '900',
        tipo: 1,
        regimen: 3,
        estado: 2,
        registradaEn: new Date('2026-11-22T15:00:00.000Z'),
      },
    ]);
    await proyectorEps.aplicar(base.db, evento('EpsActivada', { id }));
    expect((await base.db.select({ estado: eps.estado }).from(eps))[0].estado).toBe(1);
  });
});
