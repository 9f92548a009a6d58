import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leerConfiguracion } from '@avanti/libs/config/configuracion';
import { conectarSegunConfiguracion, filas, type Db } from '@avanti/libs/database/conexion';
import { sql } from 'drizzle-orm';
import { crearAplicacion } from '@avanti/api/aplicacion';
import request from 'supertest';
import { PROYECTORES } from '@avanti/libs/projections/proyectores';
import { nombresDeTablas } from '@avanti/libs/projections/proyector';
import { copiarPlantillaPglite, RELOJ_DEMO_COMPLETA } from '../support/plantillas.js';
import { exigirEnCI } from '../support/bases-de-datos.js';
import { SECRETO_JWT_DE_PRUEBAS } from '../support/secreto-de-pruebas.js';

const TABLAS = PROYECTORES.flatMap(nombresDeTablas);

async function fotografia(db: Db): Promise<Record<string, unknown[]>> {
  const resultado: Record<string, unknown[]> = {};
  for (const tabla of TABLAS) resultado[tabla] = await filas(db, sql.raw(`select * from "${tabla}" as f order by f::text`));
  return resultado;
}

const compilado = exigirEnCI('projections compilado (projections/dist)', existsSync(new URL('../../projections/dist/rebuild.js', import.meta.url)));

describe('npm run projections:rebuild', () => {
  (compilado ? it : it.skip)(
    'deja las mismas filas que la proyección incremental (PGlite en DATA_DIR)',
    async () => {
      const config = leerConfiguracion({ DATA_DIR: mkdtempSync(join(tmpdir(), 'avanti-reconstruir-')), JWT_SECRET: SECRETO_JWT_DE_PRUEBAS, DEMO: '1' });
      // The run's template of the whole demo as the product's data directory: the start, on the demo's day, finds
      // it migrated and seeded, and the rebuild has every projector's events to replay.
      await copiarPlantillaPglite('demo-completa', join(config.directorioDatos, 'pg'));
      const { app, infra, cerrar } = await crearAplicacion({ config, reloj: RELOJ_DEMO_COMPLETA, registros: false });
      const http = request(app.getHttpServer());
      const { body } = await http.post('/api/auth/login').send({ usuario: 'admin', password: 'demo1234' });
      const token = `Bearer ${body.token as string}`;
      const creada = await http.post('/api/eps').set('authorization', token).send({ nombre: 'Reconstruida', nombreCorto: 'REC' });
      await http.post(`/api/eps/${creada.body.id}/desactivar`).set('authorization', token);
      await http.post('/api/auth/login').send({ usuario: 'admin', password: 'mala' });
      const paciente = await http.post('/api/pacientes').set('authorization', token).send({
        tipoDocumento: 'CC',
        numeroDocumento: '1020304050',
        primerNombre: 'Ana',
        primerApellido: 'Reconstruida',
        fechaNacimiento: '1990-05-01',
        sexo: 2,
        fechaIngreso: '2026-11-01',
        tipoCliente: 2,
      });
      expect(paciente.status).toBe(201);
      await infra.proyecciones.ponerAlDia();
      const antes = await fotografia(infra.base.db);
      await cerrar();

      const reconstruir = (...argumentos: string[]) =>
        spawnSync(process.execPath, ['projections/dist/rebuild.js', ...argumentos], {
          cwd: new URL('../..', import.meta.url).pathname,
          env: { ...process.env, DATA_DIR: config.directorioDatos, NODE_OPTIONS: '' },
          encoding: 'utf8',
        });
      const salida = reconstruir();
      expect(salida.stderr).not.toMatch(/Error/);
      expect(salida.stdout).toMatch(/reconstruidas con \d+ eventos \(todas\)/);

      const base = await conectarSegunConfiguracion(config);
      const despues = await fotografia(base.db);
      expect(despues.eps).toHaveLength(antes.eps.length);
      expect(despues.auditoria.length).toBeGreaterThan(3);
      expect(despues).toEqual(antes);

      // One projector alone: its tables are rebuilt, the others are not touched.
      await base.db.execute(sql`update eps set nombre = 'tocada a mano'`);
      await base.db.execute(sql`delete from auditoria`);
      await base.cerrar();
      const sola = reconstruir('--proyector', 'auditoria');
      expect(sola.stdout).toMatch(/reconstruidas con \d+ eventos \(auditoria\)/);
      const otra = await conectarSegunConfiguracion(config);
      const despuesDeUna = await fotografia(otra.db);
      await otra.cerrar();
      expect(despuesDeUna.auditoria).toEqual(antes.auditoria);
      expect(despuesDeUna.eps.every((f) => (f as { nombre: string }).nombre === 'tocada a mano')).toBe(true);

      const desconocido = reconstruir('--proyector', 'no-existe');
      expect(desconocido.status).toBe(2);
      expect(desconocido.stderr).toContain(`Proyector desconocido: no-existe. Existen: ${PROYECTORES.map((p) => p.nombre).join(', ')}`);
    },
    180_000,
  );
});
