import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { leerConfiguracion } from '@avanti/libs/config/configuracion';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { crearAplicacion, type Aplicacion } from '@avanti/api/aplicacion';
import { abrirCopia, type BaseDePrueba, type Motor } from './bases-de-datos.js';
import { directorioDeLaCorrida, RELOJ_DEMO_COMPLETA } from './plantillas.js';
import { SECRETO_JWT_DE_PRUEBAS } from './secreto-de-pruebas.js';

export interface AppDePrueba extends Aplicacion {
  http: TestAgent;
  /** Signs in and returns the bearer header value. */
  ingresar(usuario: string, password?: string): Promise<string>;
}

export interface OpcionesAppDePrueba {
  reloj?: Reloj;
  /** The clock that ages signed-in sessions (15 minutes unused end them); the system's by default. */
  relojDeInactividad?: Reloj;
  demo?: boolean;
  /** The whole demo (300 patients and what hangs from them), copied from its template, on RELOJ_DEMO_COMPLETA's day. */
  demoCompleta?: boolean;
  env?: NodeJS.ProcessEnv;
  /** A database already open (closed with the app); by default a new one of `motor`. */
  base?: BaseDePrueba;
  /** false when another process (the served mode's `projections`) follows the log. */
  proyeccionesEnProceso?: boolean;
}

/**
 * The users a suite creates are hashed at the demo users' cost (4 MiB, 2 passes): at the product's cost each
 * creation and each sign-in takes a tenth of a second of both cores. contrasenas.spec.ts checks the product's cost.
 */
const COSTO_DE_PRUEBAS = { memoryCost: 4096, timeCost: 2, parallelism: 1 };

/** Settings that change what the first start seeds: with any of them the app seeds a migrated database itself. */
const CAMBIAN_LA_SIEMBRA = ['DEMO', 'ADMIN_USER', 'ADMIN_PASSWORD'];

/**
 * The real Nest app on a fresh database (a PGlite copy or a new PostgreSQL database), with demo data.
 * In demo mode the database is a copy of the run's seeded template (plantillas.ts); the app's start-up
 * still runs its seeding, which finds the data there and adds what is missing (demo patients when asked).
 */
export async function iniciarAppDePrueba(motor: Motor = 'pglite', opciones: OpcionesAppDePrueba = {}): Promise<AppDePrueba> {
  const sembrada = opciones.demo !== false && !CAMBIAN_LA_SIEMBRA.some((v) => opciones.env?.[v] !== undefined);
  if (opciones.demoCompleta && (!sembrada || opciones.reloj)) throw new Error('demoCompleta lleva su propio reloj y la siembra de la demostración');
  const plantilla = opciones.demoCompleta ? 'demo-completa' : sembrada ? 'demo' : 'migrada';
  const base = opciones.base ?? (await abrirCopia(motor, plantilla));
  const config = leerConfiguracion({
    // Under the run's directory: globalTeardown removes it with the templates.
    DATA_DIR: mkdtempSync(join(directorioDeLaCorrida(), 'datos-')),
    JWT_SECRET: SECRETO_JWT_DE_PRUEBAS,
    DEMO: opciones.demo === false ? '0' : '1',
    // Each suite seeds only what it asks for: demoCompleta copies the 300 demo patients' template (the start finds them there).
    DEMO_PACIENTES: opciones.demoCompleta ? '1' : '0',
    // Suites read the OpenAPI document (fuzz, ra-get-many, ...); the product's default is off (documentacion-api.test.ts).
    API_DOCS: '1',
    ...opciones.env,
  });
  const aplicacion = await crearAplicacion({
    config,
    base,
    reloj: opciones.demoCompleta ? RELOJ_DEMO_COMPLETA : opciones.reloj,
    proyeccionesEnProceso: opciones.proyeccionesEnProceso ?? true,
    registros: false,
    costoDeContrasenas: COSTO_DE_PRUEBAS,
    relojDeInactividad: opciones.relojDeInactividad,
  });
  // Listening once: given a server that is not listening, supertest binds a new port for every request.
  await aplicacion.app.listen(0, '127.0.0.1');
  const http = request(aplicacion.app.getHttpServer());
  return {
    ...aplicacion,
    http,
    async ingresar(usuario, password = 'demo1234') {
      const res = await http.post('/api/auth/login').send({ usuario, password });
      if (res.status !== 200) throw new Error(`No se pudo ingresar como ${usuario}: ${res.status} ${JSON.stringify(res.body)}`);
      return `Bearer ${res.body.token as string}`;
    },
    async cerrar() {
      await aplicacion.cerrar();
      await base.cerrar();
    },
  };
}
