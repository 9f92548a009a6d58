/**
 * The authorization matrix (issue 3): every route the running api exposes, read from its Express
 * router and matched to the Nest handler behind it, called by the demo user of every seeded role.
 * A route answers the guard's 403 ('No tiene permiso para realizar esta acción') exactly when the role
 * holds none of the permissions the route declares (per ROLES_PREDETERMINADOS); public routes answer without a token; every other route refuses a
 * request without one; and a route that declares nothing fails this test.
 */
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { ROLES_PREDETERMINADOS } from '@avanti/libs/acceso/roles-predeterminados';
import { MENSAJE_SIN_PERMISO } from '@avanti/api/acceso/autorizacion/autorizacion.guard';
import { METADATA_AUTENTICADO, METADATA_PERMISOS, METADATA_PUBLICO } from '@avanti/api/acceso/autorizacion/decoradores';
import { USUARIOS_DEMO_ROLES } from '@avanti/api/acceso/siembra/siembra';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

interface Declaracion {
  publico: boolean;
  permisos: string[] | null;
  autenticado: boolean;
}

interface Ruta {
  metodo: string;
  ruta: string;
  /** null: an Express route with no Nest handler (the OpenAPI documentation). */
  declaracion: Declaracion | null;
}

const PREFIJO = '/api';
const unir = (...partes: string[]) => `/${partes.flatMap((p) => p.split('/')).filter(Boolean).join('/')}`;
const comoLista = (v: unknown): string[] => (Array.isArray(v) ? v : [v ?? '/']).map(String);

/** Every (method, path) → declaration of the Nest handlers, from the controllers' metadata. */
function handlersDeNest(app: AppDePrueba): Map<string, Declaracion> {
  const reflector = app.app.get(Reflector);
  const escaner = new MetadataScanner();
  const mapa = new Map<string, Declaracion>();
  for (const modulo of app.app.get(ModulesContainer).values()) {
    for (const envoltorio of modulo.controllers.values()) {
      const clase = envoltorio.metatype as (new (...a: unknown[]) => unknown) | null;
      if (!clase) continue;
      for (const rutaClase of comoLista(Reflect.getMetadata(PATH_METADATA, clase))) {
        for (const nombre of escaner.getAllMethodNames(clase.prototype)) {
          const handler = (clase.prototype as Record<string, unknown>)[nombre] as object;
          const rutaMetodo = Reflect.getMetadata(PATH_METADATA, handler);
          if (rutaMetodo === undefined) continue;
          const metodo = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number].toLowerCase();
          const objetivos = [handler, clase] as never;
          const declaracion: Declaracion = {
            publico: reflector.getAllAndOverride<boolean>(METADATA_PUBLICO, objetivos) === true,
            permisos: reflector.getAllAndOverride<string[] | undefined>(METADATA_PERMISOS, objetivos) ?? null,
            autenticado: reflector.getAllAndOverride<boolean>(METADATA_AUTENTICADO, objetivos) === true,
          };
          for (const r of comoLista(rutaMetodo)) mapa.set(`${metodo} ${unir(PREFIJO, rutaClase, r)}`, declaracion);
        }
      }
    }
  }
  return mapa;
}

/** The routes the Express router really serves under /api, each with its Nest declaration. */
function rutasDelRouter(app: AppDePrueba): Ruta[] {
  const express = app.app.getHttpAdapter().getInstance() as { router?: { stack: unknown[] }; _router?: { stack: unknown[] } };
  const pila = (express.router ?? express._router)!.stack as { route?: { path: string; methods: Record<string, boolean> } }[];
  const nest = handlersDeNest(app);
  return pila
    .filter((capa) => capa.route && String(capa.route.path).startsWith(PREFIJO))
    .flatMap((capa) =>
      Object.keys(capa.route!.methods).map((metodo) => ({
        metodo,
        ruta: String(capa.route!.path),
        declaracion: nest.get(`${metodo} ${capa.route!.path}`) ?? null,
      })),
    );
}

const UUID_AJENO = '00000000-0000-4000-8000-000000000000';
/** Harmless values for path parameters: nothing with these ids exists. */
const concretar = (ruta: string) =>
  ruta
    .replace(/\/roles\/:id/, '/roles/999999')
    .replace(':permisoId', 'dashboard.avanti')
    .replace(':imagen', 'foto')
    .replace(/:[A-Za-z]+/g, UUID_AJENO);

const ROLES = [{ usuario: 'admin', rol: 1 }, ...USUARIOS_DEMO_ROLES.map((rol) => ({ usuario: `rol${rol}`, rol }))];
const permisosDe = (rol: number) => new Set(ROLES_PREDETERMINADOS.find((r) => r.numero === rol)?.permisos ?? []);

const motores = await motoresDisponibles();

describe.each(motores)('Matriz de autorización sobre las rutas del router (%s)', (motor) => {
  let app: AppDePrueba;
  let rutas: Ruta[];
  const llamar = (r: Ruta, token?: string) => {
    const req = (app.http as unknown as Record<string, (ruta: string) => import('supertest').Test>)[r.metodo](concretar(r.ruta));
    if (token) req.set('authorization', token);
    return r.metodo === 'get' ? req : req.send({});
  };

  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor);
    rutas = rutasDelRouter(app);
  });
  afterAll(() => app.cerrar());

  it('lee del router las rutas de la api (incluidas las de otros módulos) y todas tienen un handler de Nest o son la documentación', () => {
    const nest = rutas.filter((r) => r.declaracion !== null);
    expect(nest.length).toBeGreaterThan(20);
    expect(nest.map((r) => `${r.metodo} ${r.ruta}`)).toEqual(
      expect.arrayContaining(['get /api/usuarios', 'put /api/roles/:id/permisos/:permisoId', 'get /api/eps', 'post /api/auth/login']),
    );
    const sinHandler = rutas.filter((r) => r.declaracion === null).map((r) => r.ruta);
    expect(sinHandler.every((ruta) => ruta.startsWith('/api/docs'))).toBe(true);
  });

  it('ninguna ruta queda sin declarar @Publico, @RequierePermiso o @SoloAutenticado', () => {
    const sinDeclarar = rutas
      .filter((r) => r.declaracion && !r.declaracion.publico && !r.declaracion.autenticado && !r.declaracion.permisos?.length)
      .map((r) => `${r.metodo.toUpperCase()} ${r.ruta}`);
    expect(sinDeclarar).toEqual([]);
  });

  it('sin token: las públicas responden, las demás dan 401', async () => {
    const fallos: string[] = [];
    for (const r of rutas.filter((r) => r.declaracion)) {
      const res = await llamar(r);
      const esperado401 = !r.declaracion!.publico;
      if ((res.status === 401) !== esperado401) fallos.push(`${r.metodo.toUpperCase()} ${r.ruta} → ${res.status}`);
    }
    expect(fallos).toEqual([]);
  });

  it('cada rol sembrado: 403 exactamente donde su rol no tiene ninguno de los permisos de la ruta', async () => {
    const fallos: string[] = [];
    let llamadas = 0;
    let denegadas = 0;
    for (const { usuario, rol } of ROLES) {
      const token = await app.ingresar(usuario);
      const permisos = permisosDe(rol);
      for (const r of rutas.filter((r) => r.declaracion && !r.declaracion.publico)) {
        const d = r.declaracion!;
        const esperado403 = d.permisos ? !d.permisos.some((p) => permisos.has(p)) : false;
        const res = await llamar(r, token);
        llamadas++;
        if (esperado403) denegadas++;
        // The guard's refusal carries its own message. A handler may refuse further with a capability check
        // (e.g. assigning leaders needs capacidad.asignar-lideres) and its own message: the route let it in.
        const denegadaPorLaRuta = res.status === 403 && res.body?.mensaje === MENSAJE_SIN_PERMISO;
        if (denegadaPorLaRuta !== esperado403 || res.status === 401) {
          fallos.push(`rol ${rol} ${r.metodo.toUpperCase()} ${r.ruta} → ${res.status} (esperado ${esperado403 ? '403' : 'distinto de 403'})`);
        }
      }
    }
    expect(fallos).toEqual([]);
    expect(llamadas).toBeGreaterThan(ROLES.length * 10);
    expect(denegadas).toBeGreaterThan(ROLES.length * 5);
    expect(denegadas).toBeLessThan(llamadas);
  });
});
