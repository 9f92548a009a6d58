import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as esquema from '../database/schema/index.js';
import { TIPOS_EVENTO } from '../eventos/tipo-evento.js';
import { PROYECTORES, TABLAS_FUERA_DE_PROYECCIONES } from './proyectores.js';
import { nombresDeTablas } from './proyector.js';

const tablasDelEsquema: string[] = (Object.values(esquema) as unknown[]).filter((v): v is PgTable => is(v, PgTable)).map((t) => getTableName(t));
const fuera = [...TABLAS_FUERA_DE_PROYECCIONES.keys()].map((t) => getTableName(t));

describe('proyectores y tablas', () => {
  it('cada tabla del modelo de lectura pertenece a exactamente un proyector', () => {
    const duenos = new Map<string, string[]>();
    for (const p of PROYECTORES) for (const t of nombresDeTablas(p)) duenos.set(t, [...(duenos.get(t) ?? []), p.nombre]);
    const sinDueno = tablasDelEsquema.filter((t) => !duenos.has(t) && !fuera.includes(t));
    const repartidas = [...duenos].filter(([, ps]) => ps.length > 1).map(([t, ps]) => `${t}: ${ps.join(', ')}`);
    const ajenasAlEsquema = [...duenos.keys()].filter((t) => !tablasDelEsquema.includes(t));
    const proyectadasYFuera = fuera.filter((t) => duenos.has(t));
    expect({ sinDueno, repartidas, ajenasAlEsquema, proyectadasYFuera }).toEqual({ sinDueno: [], repartidas: [], ajenasAlEsquema: [], proyectadasYFuera: [] });
  });

  it('los proyectores tienen nombres únicos y solo manejan tipos de evento que existen', () => {
    const nombres = PROYECTORES.map((p) => p.nombre);
    expect(new Set(nombres).size).toBe(nombres.length);
    for (const p of PROYECTORES) expect(p.tipos.filter((t) => !(TIPOS_EVENTO as readonly string[]).includes(t))).toEqual([]);
  });
});
