import { asc, sql } from 'drizzle-orm';
import { tableroDia } from '@avanti/libs/database/schema/index';
import type { NominaTerapeuta } from '@avanti/libs/finanzas/dominio/nomina/nomina';
import { nominaDelRango } from '@avanti/libs/finanzas/lecturas/nomina';
import { sumasDelTablero } from '@avanti/libs/reportes/lecturas/tablero';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { nominaCruda, tableroCrudo, type Rango } from './tablero-crudo.js';

/** Lines in a fixed order: the grouped read meets a therapist's lines in another order when they start the same day. */
const ordenada = (n: NominaTerapeuta[]) => n.map((t) => ({ ...t, lineas: [...t.lineas].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) }));

// The whole demo: 300 patients, sessions from 2026-10-23 done, cancelled, late and pending at three sites.
describe('tablero_dia: las cifras del tablero y de la nómina sumadas por día son las de las sesiones una a una', () => {
  let app: AppDePrueba;
  let rangos: Rango[];
  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite', { demoCompleta: true });
    const sedes = await app.infra.base.db.selectDistinct({ sede: tableroDia.sede }).from(tableroDia).orderBy(asc(tableroDia.sede));
    const periodos = [
      { desde: '2026-10-01', hasta: '2026-12-31' },
      { desde: '2026-11-01', hasta: '2026-11-30' },
      { desde: '2026-11-20', hasta: '2026-11-20' },
    ];
    rangos = periodos.flatMap((p) => [{ ...p, sede: null }, ...sedes.map((s) => ({ ...p, sede: s.sede }))]);
  }, 900_000);
  afterAll(() => app?.cerrar());

  const comparar = async () => {
    const db = app.infra.base.db;
    for (const r of rangos) {
      expect({ r, ...(await sumasDelTablero(db, r)) }).toEqual({ r, ...(await tableroCrudo(db, r)) });
      expect({ r, n: ordenada(await nominaDelRango(db, r)) }).toEqual({ r, n: ordenada(await nominaCruda(db, r)) });
    }
  };

  it('en la demostración (realizadas, canceladas, pendientes, por cliente, entidad, especialidad, terapeuta, ingresos y nómina)', async () => {
    const crudo = await tableroCrudo(app.infra.base.db, rangos[0]!);
    expect(crudo.realizadas).toBeGreaterThan(0);
    expect(crudo.canceladas).toBeGreaterThan(0);
    expect(crudo.porTipoCliente.eps + crudo.porTipoCliente.particular).toBeGreaterThan(0);
    await comparar();
  });

  it('y tras reconstruir el proyector desde el registro de eventos', async () => {
    const db = app.infra.base.db;
    const antes = await db
      .select()
      .from(tableroDia)
      .where(sql`${tableroDia.sesiones} <> 0`)
      .orderBy(
        asc(tableroDia.sede),
        asc(tableroDia.fecha),
        asc(tableroDia.terapeutaId),
        asc(tableroDia.entidadNombre),
        asc(tableroDia.estado),
        asc(tableroDia.lugar),
        asc(tableroDia.unidadesSesion),
        asc(tableroDia.atrasada),
        asc(tableroDia.evaluacion),
        asc(tableroDia.claseCliente),
        asc(tableroDia.especialidad),
        asc(tableroDia.particular),
      );
    await app.infra.proyecciones.reconstruir(['tablero']);
    const despues = await db
      .select()
      .from(tableroDia)
      .where(sql`${tableroDia.sesiones} <> 0`)
      .orderBy(
        asc(tableroDia.sede),
        asc(tableroDia.fecha),
        asc(tableroDia.terapeutaId),
        asc(tableroDia.entidadNombre),
        asc(tableroDia.estado),
        asc(tableroDia.lugar),
        asc(tableroDia.unidadesSesion),
        asc(tableroDia.atrasada),
        asc(tableroDia.evaluacion),
        asc(tableroDia.claseCliente),
        asc(tableroDia.especialidad),
        asc(tableroDia.particular),
      );
    expect(despues).toEqual(antes);
    await comparar();
  }, 120_000);
});
