/**
 * An installation seeded before RIPS (issue 26) had no role 24 'Facturación' and an administrator role without
 * the billing permissions; administrators cannot change their own role, so nobody could have granted them.
 * Its next start creates the missing default role and grants role 1 what the catalogue added, once.
 */
import { count } from 'drizzle-orm';
import { ROLES_PREDETERMINADOS } from '@avanti/libs/acceso/roles-predeterminados';
import { eventos } from '@avanti/libs/database/schema/index';
import { streamRol, streamSede } from '@avanti/libs/acceso/eventos';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import { sembrar } from '@avanti/api/acceso/siembra/siembra';
import { abrirCopia } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';
import { metadataDePrueba } from '../support/metadata.js';

const NUEVOS_EN_RIPS = ['facturacion.rips', 'mantenimiento.facturacion'];

describe('Roles predeterminados al actualizar una instalación', () => {
  let app: AppDePrueba;

  beforeAll(async () => {
    const base = await abrirCopia('pglite', 'migrada');
    const anteriores = ROLES_PREDETERMINADOS.filter((r) => r.numero !== 24).map((r) => ({
      streamId: streamRol(r.numero),
      versionEsperada: 0 as const,
      eventos: [{ tipo: 'RolCreado', datos: { id: r.numero, nombre: r.nombre, permisos: r.permisos.filter((p) => !NUEVOS_EN_RIPS.includes(p)) } }],
    }));
    const principal = {
      streamId: streamSede('principal'),
      versionEsperada: 0 as const,
      eventos: [{ tipo: 'SedeRegistrada', datos: { id: 'principal', nombre: 'Sede Principal', correo: null } }],
    };
    await new PostgresEventStore(base.db).anexar([principal, ...anteriores], {
      ...metadataDePrueba,
      usuario: 'sistema',
      usuarioId: null,
      rol: null,
      sede: null,
    });
    app = await iniciarAppDePrueba('pglite', { base });
    // The old installation had its read models: the roles appended above straight to the log are projected here.
    await app.infra.proyecciones.reconstruir();
  });
  afterAll(() => app.cerrar());

  it('crea el rol Facturación y da a los administradores los permisos nuevos; los demás roles quedan como estaban', async () => {
    await app.infra.proyecciones.ponerAlDia();
    const admin = await app.ingresar('admin');
    const propios = ((await app.http.get('/api/auth/permisos').set('authorization', admin)).body as { id: string }[]).map((p) => p.id);
    expect(propios).toEqual(expect.arrayContaining(NUEVOS_EN_RIPS));
    expect((await app.http.get('/api/facturacion/rips').set('authorization', admin)).status).toBe(200);

    const facturacion = await app.http.get('/api/roles/24/permisos').set('authorization', admin);
    expect(facturacion.status).toBe(200);
    const concedidos = (facturacion.body as { id: string; estado: number }[]).filter((p) => p.estado === 1).map((p) => p.id);
    expect(concedidos.sort()).toEqual([...ROLES_PREDETERMINADOS.find((r) => r.numero === 24)!.permisos].sort());

    const reportes = (await app.http.get('/api/roles/8/permisos').set('authorization', admin)).body as { id: string; estado: number }[];
    expect(reportes.filter((p) => NUEVOS_EN_RIPS.includes(p.id)).every((p) => p.estado === 0)).toBe(true);
  });

  it('un segundo arranque no agrega nada', async () => {
    const contar = async () => Number((await app.infra.base.db.select({ n: count() }).from(eventos))[0].n);
    const antes = await contar();
    await sembrar({ store: app.infra.store, db: app.infra.base.db, config: app.infra.config, reloj: app.infra.reloj });
    expect(await contar()).toBe(antes);
  });
});
