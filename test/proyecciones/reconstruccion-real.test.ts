import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leerConfiguracion } from '@avanti/libs/config/configuracion';
import { conectarSegunConfiguracion, filas, type Db } from '@avanti/libs/database/conexion';
import { sql } from 'drizzle-orm';
import { crearAplicacion } from '@avanti/api/aplicacion';
import request from 'supertest';
import { PROYECTORES } from '@avanti/libs/proyecciones/proyectores';

const TABLAS = PROYECTORES.flatMap((p) => p.tablas);

async function fotografia(db: Db): Promise<Record<string, unknown[]>> {
  const resultado: Record<string, unknown[]> = {};
  for (const tabla of TABLAS) resultado[tabla] = await filas(db, sql.raw(`select * from "${tabla}" order by 1, 2`));
  return resultado;
}

const compilado = existsSync(new URL('../../projections/dist/rebuild.js', import.meta.url));

describe('npm run projections:rebuild', () => {
  (compilado ? it : it.skip)('deja las mismas filas que la proyección incremental (PGlite en DATA_DIR)', async () => {
    const config = leerConfiguracion({ DATA_DIR: mkdtempSync(join(tmpdir(), 'avanti-reconstruir-')), JWT_SECRET: 'x', DEMO: '1' });
    const { app, infra, cerrar } = await crearAplicacion({ config, registros: false });
    const http = request(app.getHttpServer());
    const { body } = await http.post('/api/auth/login').send({ usuario: 'admin', password: 'demo1234' });
    const token = `Bearer ${body.token as string}`;
    const creada = await http.post('/api/eps').set('authorization', token).send({ nombre: 'Reconstruida', nombreCorto: 'REC' });
    await http.post(`/api/eps/${creada.body.id}/desactivar`).set('authorization', token);
    await http.post('/api/auth/login').send({ usuario: 'admin', password: 'mala' });
    const paciente = await http.post('/api/pacientes').set('authorization', token).send({
      tipoDocumento: 'CC', numeroDocumento: '1020304050', primerNombre: 'Ana', primerApellido: 'Reconstruida',
      fechaNacimiento: '1990-05-01', sexo: 2, fechaIngreso: '2026-11-01', tipoCliente: 2,
    });
    expect(paciente.status).toBe(201);
    await infra.proyecciones.ponerAlDia();
    const antes = await fotografia(infra.base.db);
    await cerrar();

    const salida = spawnSync(process.execPath, ['projections/dist/rebuild.js'], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: { ...process.env, DATA_DIR: config.directorioDatos, NODE_OPTIONS: '' },
      encoding: 'utf8',
    });
    expect(salida.stderr).not.toMatch(/Error/);
    expect(salida.stdout).toMatch(/reconstruidas con \d+ eventos/);

    const base = await conectarSegunConfiguracion(config);
    const despues = await fotografia(base.db);
    await base.cerrar();
    expect(despues.eps).toHaveLength(antes.eps.length);
    expect(despues).toEqual(antes);
  });
});
