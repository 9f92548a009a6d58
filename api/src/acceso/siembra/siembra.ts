import argon2 from 'argon2';
import { count } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { ROLES_PREDETERMINADOS } from '@avanti/libs/acceso/roles-predeterminados';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { Db } from '@avanti/libs/database/conexion';
import { usuarios, eps } from '@avanti/libs/database/schema/index';
import { reservarClave } from '@avanti/libs/dominio/claves';
import { plegar } from '@avanti/libs/dominio/agregado';
import { streamRol, streamSede, streamUsuario, type EventoAcceso } from '@avanti/libs/acceso/eventos';
import { streamEps, type EpsRegistrada } from '@avanti/libs/coberturas/index';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import { ConflictoDeVersion, type CambioDeStream, type MetadataEvento } from '@avanti/libs/eventstore/tipos';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { agregadoRol, ROL_ADMINISTRADOR } from '../roles/domain/rol.js';

export const SEDE_PRINCIPAL = { id: 'principal', nombre: 'Sede Principal' };
export const SEDES_DEMO = [
  { id: 'norte', nombre: 'Sede Norte' },
  { id: 'sur', nombre: 'Sede Sur' },
];
export const PASSWORD_DEMO = 'demo1234';
/** argon2id at its smallest sensible cost (4 MiB, 2 passes): the demo password is public. */
const COSTO_HASH_DEMO = { type: argon2.argon2id, memoryCost: 4096, timeCost: 2, parallelism: 1 } as const;
export const USUARIOS_DEMO_ROLES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 19, 20, 23, 24];

const EPS_DEMO: EpsRegistrada['datos'][] = [
  { id: '', nombre: 'NUEVA EPS S.A.', nombreCorto: 'NUEVA EPS', nit: '900156264-2', tipo: 1, regimen: 3 },
  { id: '', nombre: 'EPS SANITAS S.A.S.', nombreCorto: 'SANITAS', nit: '800251440-6', tipo: 1, regimen: 1 },
  { id: '', nombre: 'COOSALUD EPS S.A.', nombreCorto: 'COOSALUD', nit: '900226715-3', tipo: 1, regimen: 2 },
  { id: '', nombre: 'COLSANITAS MEDICINA PREPAGADA', nombreCorto: 'COLSANITAS', nit: '800149384-6', tipo: 2, regimen: null },
  { id: '', nombre: 'SURA MEDICINA PREPAGADA', nombreCorto: 'SURA PREP', nit: '800088702-2', tipo: 2, regimen: null },
  { id: '', nombre: 'ALLIANZ PÓLIZA DE SALUD', nombreCorto: 'ALLIANZ', nit: '860026182-5', tipo: 3, regimen: null },
];

interface Dependencias {
  store: EventStore;
  db: Db;
  config: Configuracion;
  reloj: Reloj;
}

const metadataSistema = (reloj: Reloj): MetadataEvento => ({
  usuarioId: null,
  usuario: 'sistema',
  rol: null,
  sede: null,
  correlacionId: randomUUID(),
  causacionId: null,
  ip: null,
  fecha: reloj.ahora().toISOString(),
  versionEsquema: 1,
});

/** Another process seeding at the same moment wins the race; what it wrote is what we wanted. */
async function anexarUnaVez(store: EventStore, cambios: CambioDeStream[], reloj: Reloj): Promise<void> {
  try {
    await store.anexar(cambios, metadataSistema(reloj));
  } catch (error) {
    if (!(error instanceof ConflictoDeVersion)) throw error;
  }
}

/**
 * An installation seeded before a default role or a permission existed gets it on its next start: a missing
 * default role is created (role 24 'Facturación' on a network that predates RIPS), and role 1 is granted the
 * permissions added to the catalogue since (administrators hold every permission and cannot change their own
 * role, so nobody else could). Other roles keep what their administrators gave them.
 */
async function ponerAlDiaRolesPredeterminados(store: EventStore, reloj: Reloj): Promise<void> {
  const cambios: CambioDeStream[] = [];
  for (const r of ROLES_PREDETERMINADOS) {
    const eventos = await store.leerStream(streamRol(r.numero));
    if (eventos.length === 0) {
      cambios.push({
        streamId: streamRol(r.numero),
        versionEsperada: 0,
        eventos: [{ tipo: 'RolCreado', datos: { id: r.numero, nombre: r.nombre, permisos: r.permisos } }],
      });
      continue;
    }
    if (r.numero !== ROL_ADMINISTRADOR) continue;
    const { permisos } = plegar(agregadoRol, eventos as unknown as EventoAcceso[]);
    const faltan = r.permisos.filter((p) => !permisos.has(p));
    if (faltan.length === 0) continue;
    cambios.push({
      streamId: streamRol(r.numero),
      versionEsperada: eventos[eventos.length - 1].version,
      eventos: faltan.map((permiso) => ({ tipo: 'PermisoDeRolCambiado', datos: { id: r.numero, permiso, concedido: true } })),
    });
  }
  if (cambios.length > 0) await anexarUnaVez(store, cambios, reloj);
}

const sede = (s: { id: string; nombre: string }): CambioDeStream => ({
  streamId: streamSede(s.id),
  versionEsperada: 0,
  eventos: [{ tipo: 'SedeRegistrada', datos: { id: s.id, nombre: s.nombre, correo: null } }],
});

function usuario(datos: {
  usuario: string;
  passwordHash: string;
  nombres: string;
  apellidos: string;
  rol: number;
  sede: string;
  reservado?: boolean;
}): CambioDeStream[] {
  const id = randomUUID();
  return [
    {
      streamId: streamUsuario(id),
      versionEsperada: 0,
      eventos: [{ tipo: 'UsuarioRegistrado', datos: { id, ...datos, correo: null } }],
    },
    reservarClave('usuario', datos.usuario, id),
  ];
}

/**
 * The first administrator (demo `admin`, or ADMIN_USER) is registered `reservado`: it can never be
 * deactivated, so there is always a way back in.
 *
 * First start: the main site and the spec's roles; then the first administrator (ADMIN_USER /
 * ADMIN_PASSWORD) or, in demo mode, the demo sites, users and insurers. Nothing happens twice.
 */
export async function sembrar({ store, db, config, reloj }: Dependencias): Promise<void> {
  // Decided on the log, not on the read model: a start whose projections are behind does not seed twice.
  if ((await store.leerStream(streamRol(ROL_ADMINISTRADOR))).length === 0) {
    const rolesPredeterminados = ROLES_PREDETERMINADOS.map(
      (r): CambioDeStream => ({
        streamId: streamRol(r.numero),
        versionEsperada: 0,
        eventos: [{ tipo: 'RolCreado', datos: { id: r.numero, nombre: r.nombre, permisos: r.permisos } }],
      }),
    );
    await anexarUnaVez(store, [sede(SEDE_PRINCIPAL), ...rolesPredeterminados], reloj);
  } else await ponerAlDiaRolesPredeterminados(store, reloj);
  const [{ n: usuariosExistentes }] = await db.select({ n: count() }).from(usuarios);
  if (Number(usuariosExistentes) > 0) return;

  if (config.demo) {
    // The demo users share one password printed in the README: a costly hash would protect nothing, and
    // every sign-in of a demo user (hundreds in the tests) would pay it. Passwords people set later are
    // hashed with the full cost. Each group of demo data is one transaction: all of it or, when another
    // process won the race, none.
    const passwordHash = await argon2.hash(PASSWORD_DEMO, COSTO_HASH_DEMO);
    const usuariosDemo = USUARIOS_DEMO_ROLES.flatMap((rol) => {
      const nombreRol = ROLES_PREDETERMINADOS.find((r) => r.numero === rol)?.nombre ?? `Rol ${rol}`;
      return usuario({ usuario: `rol${rol}`, passwordHash, nombres: 'Usuario', apellidos: nombreRol, rol, sede: SEDE_PRINCIPAL.id });
    });
    await anexarUnaVez(
      store,
      [
        ...SEDES_DEMO.map(sede),
        ...usuario({ usuario: 'admin', passwordHash, nombres: 'Administrador', apellidos: 'Avanti', rol: 1, sede: SEDE_PRINCIPAL.id, reservado: true }),
        ...usuariosDemo,
      ],
      reloj,
    );
    const [{ n: epsExistentes }] = await db.select({ n: count() }).from(eps);
    if (Number(epsExistentes) === 0) {
      const aseguradoras = EPS_DEMO.flatMap((e): CambioDeStream[] => {
        const id = randomUUID();
        return [
          { streamId: streamEps(id), versionEsperada: 0, eventos: [{ tipo: 'EpsRegistrada', datos: { ...e, id } }] },
          reservarClave('eps-nombre', e.nombre, id),
        ];
      });
      await anexarUnaVez(store, aseguradoras, reloj);
    }
    return;
  }
  if (config.adminUsuario && config.adminPassword) {
    const passwordHash = await argon2.hash(config.adminPassword);
    await anexarUnaVez(
      store,
      usuario({
        usuario: config.adminUsuario.toLowerCase(),
        passwordHash,
        nombres: 'Administrador',
        apellidos: '',
        rol: 1,
        sede: SEDE_PRINCIPAL.id,
        reservado: true,
      }),
      reloj,
    );
  } else {
    console.warn('[avanti] No hay usuarios: defina ADMIN_USER y ADMIN_PASSWORD para crear el primer administrador.');
  }
}
