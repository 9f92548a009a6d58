import { asc, count, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { coberturas, eps, pacientes } from '@avanti/libs/database/schema/index';
import { reservarClave } from '@avanti/libs/dominio/claves';
import { CLAVE_CODIGO_COBERTURA, CLAVE_TARIFA, streamCobertura, streamTarifa, type TipoEps } from '@avanti/libs/coberturas/eventos';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import { ConflictoDeVersion, type CambioDeStream, type EventoNuevo, type MetadataEvento } from '@avanti/libs/eventstore/tipos';
import { listarEspecialidades } from '@avanti/libs/coberturas/lecturas/coberturas';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import {
  agregadoCobertura,
  codigoBase,
  decidirAutorizacionConOrden,
  decidirConvenio,
  decidirOrden,
  decidirParticular,
  type EntidadParaCobertura,
  type EspecialidadDeCatalogo,
  type LineaPedida,
  type PacienteParaCobertura,
} from '../cobertura/domain/cobertura.js';
import { agregadoTarifa, decidirRegistroTarifa } from '../tarifas/domain/tarifa.js';

/** Demo patients that get coverage: one in three (about 100 of the 300). */
const CADA = 3;
const USUARIO_DEMO = 'admin';

const masDias = (fecha: string, dias: number) => {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

/** Fee per specialty (COP), a demo figure: each insurer pays it ± a small step. */
const TARIFA_BASE: Record<number, number> = { 2: 48_000, 3: 52_000, 4: 50_000, 5: 45_000, 6: 60_000 };

/**
 * Demo coverage, built with the domain's own decisions (so the data obeys every rule) and appended in
 * one transaction: rates for every active demo insurer × specialty; for every third active demo
 * patient with an insurer a medical order and an authorization against it (some near expiry, some
 * with a nearly used-up pool once scheduling draws from it), and for the others a private service or an
 * agreement. Dates are relative to the clock's Bogotá date. Nothing happens twice.
 */
export async function sembrarCoberturasDemo({
  store,
  db,
  reloj,
}: {
  store: EventStore;
  db: Db;
  reloj: Reloj;
}): Promise<{ coberturas: number; tarifas: number }> {
  const [{ n }] = await db.select({ n: count() }).from(coberturas);
  if (Number(n) > 0) return { coberturas: 0, tarifas: 0 };
  const catalogo = await listarEspecialidades(db);
  const especialidades = new Map<number, EspecialidadDeCatalogo>(catalogo.map((e) => [e.codigo, e]));
  const aseguradoras = await db.select({ id: eps.id, nombre: eps.nombre, tipo: eps.tipo, estado: eps.estado }).from(eps).orderBy(asc(eps.nombre));
  const porId = new Map(aseguradoras.map((a) => [a.id, a]));
  const lista = await db
    .select({
      id: pacientes.id,
      codigo: pacientes.codigo,
      sede: pacientes.sede,
      estado: pacientes.estado,
      nombre: sql<string>`${pacientes.primerNombre} || ' ' || ${pacientes.primerApellido} || ' (' || ${pacientes.tipoDocumento} || ' ' || ${pacientes.numeroDocumento} || ')'`,
      eps: pacientes.eps,
      prepagada: pacientes.prepagada,
      poliza: pacientes.poliza,
    })
    .from(pacientes)
    .where(eq(pacientes.estado, 1))
    .orderBy(asc(pacientes.numeroDocumento));
  if (lista.length === 0 || especialidades.size === 0) return { coberturas: 0, tarifas: 0 };

  const fechaHoy = hoy(reloj);
  const cambios: CambioDeStream[] = [];
  const agregar = (id: string, eventos: EventoNuevo[], clave?: [string, string]) => {
    cambios.push({ streamId: streamCobertura(id), versionEsperada: 0, eventos });
    if (clave) cambios.push(reservarClave(clave[0], clave[1], id));
  };

  let tarifas = 0;
  for (const [i, a] of aseguradoras.filter((x) => x.estado === 1).entries()) {
    for (const e of catalogo) {
      const id = randomUUID();
      const tarifa = TARIFA_BASE[e.codigo] ?? 50_000;
      const eventos = decidirRegistroTarifa(agregadoTarifa.inicial, {
        id,
        eps: { id: a.id, nombre: a.nombre },
        especialidad: { codigo: e.codigo, nombre: e.nombre },
        tarifa: tarifa + (i % 4) * 2_000,
        copago: a.tipo === 1 ? 4_500 : 0,
      });
      cambios.push({ streamId: streamTarifa(id), versionEsperada: 0, eventos }, reservarClave(CLAVE_TARIFA, `${a.id}-${e.codigo}`, id));
      tarifas++;
    }
  }

  let total = 0;
  const lineasDe = (k: number): LineaPedida[] => {
    const primera = 2 + (k % 5);
    const segunda = 2 + ((k + 2) % 5);
    return primera === segunda
      ? [{ servicio: primera, cantidad: 12 }]
      : [
          { servicio: primera, cantidad: 12 },
          { servicio: segunda, cantidad: 8 },
        ];
  };
  for (const [k, p] of lista.entries()) {
    if (k % CADA !== 0) continue;
    const paciente: PacienteParaCobertura = { id: p.id, codigo: p.codigo, nombre: p.nombre, sede: p.sede, estado: p.estado };
    const aseguradora = porId.get(p.eps ?? p.prepagada ?? p.poliza ?? '');
    const lineas = lineasDe(k);
    if (aseguradora && aseguradora.estado === 1) {
      const entidad: EntidadParaCobertura = { id: aseguradora.id, nombre: aseguradora.nombre, tipo: aseguradora.tipo as TipoEps, estado: 1 };
      // Near expiry: issued so that 90 days end within the next week; otherwise issued in the last month.
      const cercaDeVencer = k % 4 === 0;
      const fecha = masDias(fechaHoy, cercaDeVencer ? -(85 + (k % 5)) : -(k % 30));
      const ordenId = randomUUID();
      const ordenCodigo = codigoBase({ formato: 0, tipoEntidad: entidad.tipo, pacienteCodigo: p.codigo, fecha });
      const orden = decidirOrden(agregadoCobertura.inicial, {
        id: ordenId,
        codigo: ordenCodigo,
        paciente,
        entidad,
        fecha,
        cobertura: 90,
        lineas,
        especialidades,
        observaciones: null,
      });
      const estadoOrden = orden.reduce((s, e) => agregadoCobertura.evolucionar(s, e), agregadoCobertura.inicial);
      const autId = randomUUID();
      const autCodigo = codigoBase({ formato: 1, tipoEntidad: entidad.tipo, pacienteCodigo: p.codigo, fecha, ordenCodigo });
      // Nearly used up: an authorization of 2 units on one line (scheduling leaves 1 or 0).
      const casiAgotada = k % 5 === 0;
      const lineasAut = casiAgotada ? [{ servicio: lineas[0].servicio, cantidad: 2 }] : lineas;
      const r = decidirAutorizacionConOrden(
        agregadoCobertura.inicial,
        estadoOrden,
        ordenId,
        {
          id: autId,
          codigo: autCodigo,
          paciente,
          fecha,
          cobertura: 90,
          lineas: lineasAut,
          especialidades,
          usuario: USUARIO_DEMO,
          observaciones: casiAgotada ? 'Autorización parcial: pocas sesiones' : null,
        },
        // The order was active when the authorization was loaded.
        fecha,
      );
      agregar(ordenId, [...orden, ...r.orden], [CLAVE_CODIGO_COBERTURA, ordenCodigo]);
      agregar(autId, r.autorizacion, [CLAVE_CODIGO_COBERTURA, autCodigo]);
      total += 2;
    } else if (k % 2 === 0) {
      const id = randomUUID();
      const fecha = masDias(fechaHoy, -(k % 20));
      const codigo = codigoBase({ formato: 2, pacienteCodigo: p.codigo, fecha });
      const eventos = decidirParticular(agregadoCobertura.inicial, {
        id,
        codigo,
        paciente,
        fecha,
        cobertura: 60,
        lineas,
        especialidades,
        observaciones: null,
        nombreCliente: p.nombre.replace(/ \(.*\)$/, ''),
        formaPago: k % 4 === 0 ? 1 : 2,
        periodo: 30,
        contrato: `CT-${1000 + k}`,
        orden: null,
      });
      agregar(id, eventos, [CLAVE_CODIGO_COBERTURA, codigo]);
      total++;
    } else {
      const id = randomUUID();
      const fecha = masDias(fechaHoy, -(k % 25));
      const codigo = codigoBase({ formato: 3, pacienteCodigo: p.codigo, fecha });
      agregar(
        id,
        decidirConvenio(agregadoCobertura.inicial, {
          id,
          codigo,
          paciente,
          fecha,
          cobertura: 90,
          lineas,
          especialidades,
          observaciones: 'Convenio institucional',
        }),
        [CLAVE_CODIGO_COBERTURA, codigo],
      );
      total++;
    }
  }
  const meta: MetadataEvento = {
    usuarioId: null,
    usuario: 'sistema',
    rol: null,
    sede: null,
    correlacionId: randomUUID(),
    causacionId: null,
    ip: null,
    fecha: reloj.ahora().toISOString(),
    versionEsquema: 1,
  };
  try {
    await store.anexar(cambios, meta);
  } catch (error) {
    if (!(error instanceof ConflictoDeVersion)) throw error; // another process seeded them first
    return { coberturas: 0, tarifas: 0 };
  }
  return { coberturas: total, tarifas };
}
