import { instanteDeArchivo, nombreDeArchivo, semanaDe } from './calendario.js';
import { particionesQueSobran } from './particiones.js';
import { tocaRespaldar } from './programa.js';
import { archivosQueSobran } from './retencion.js';

/** One archive a day at 02:00 Bogotá (07:00 UTC) for `dias` days up to 2026-11-25. */
function diarios(dias: number) {
  return Array.from({ length: dias }, (_, i) => {
    const instante = new Date(Date.UTC(2026, 10, 25 - i, 7));
    return { nombre: nombreDeArchivo(instante), instante };
  });
}

describe('respaldos: nombres, retención y programa', () => {
  it('nombra el archivo con la hora de Bogotá y la lee de vuelta', () => {
    const instante = new Date('2026-11-25T07:00:05Z');
    expect(nombreDeArchivo(instante)).toBe('avanti-2026-11-25T02-00-05.tar.gz');
    expect(instanteDeArchivo('avanti-2026-11-25T02-00-05.tar.gz')).toEqual(instante);
    expect(instanteDeArchivo('avanti-2026-11-25T02-00-05.tar.gz.sha256')).toBeUndefined();
    expect(instanteDeArchivo('otra-cosa.tar.gz')).toBeUndefined();
  });

  it('cuenta semanas ISO', () => {
    expect(semanaDe(new Date('2026-01-01T12:00:00Z'))).toBe('2026-W01');
    expect(semanaDe(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(semanaDe(new Date('2026-11-25T12:00:00Z'))).toBe('2026-W48');
  });

  it('conserva 14 diarios, 8 semanales y 12 mensuales de un año de respaldos diarios', () => {
    const archivos = diarios(400);
    const sobran = new Set(archivosQueSobran(archivos, { diarios: 14, semanales: 8, mensuales: 12 }));
    const quedan = archivos.filter((a) => !sobran.has(a.nombre)).map((a) => a.nombre);
    // 14 days, then the newest of 8 weeks (some already among the 14), then of 12 months.
    expect(quedan.slice(0, 14)).toEqual(archivos.slice(0, 14).map((a) => a.nombre));
    expect(quedan).toContain('avanti-2026-11-08T02-00-00.tar.gz'); // Sunday ending ISO week 45
    expect(quedan).toContain('avanti-2026-10-31T02-00-00.tar.gz'); // last of October
    expect(quedan).toContain('avanti-2025-12-31T02-00-00.tar.gz'); // 12th month
    expect(quedan).not.toContain('avanti-2025-11-30T02-00-00.tar.gz'); // 13th month
    expect(quedan.length).toBeLessThanOrEqual(14 + 8 + 12);
    expect(quedan.length).toBeGreaterThan(14 + 8);
  });

  it('guarda el más reciente de cada día aunque haya varios ese día', () => {
    const a = { nombre: nombreDeArchivo(new Date('2026-11-25T07:00:00Z')), instante: new Date('2026-11-25T07:00:00Z') };
    const b = { nombre: nombreDeArchivo(new Date('2026-11-25T20:00:00Z')), instante: new Date('2026-11-25T20:00:00Z') };
    expect(archivosQueSobran([a, b], { diarios: 1, semanales: 0, mensuales: 0 })).toEqual([a.nombre]);
    expect(archivosQueSobran([a], { diarios: 0, semanales: 0, mensuales: 0 })).toEqual([]);
  });

  it('programa el respaldo diario a la hora de Bogotá, una vez por día', () => {
    // 02:00 Bogotá is 07:00 UTC.
    expect(tocaRespaldar(new Date('2026-11-25T06:59:00Z'), '02:00', undefined)).toBe(false);
    expect(tocaRespaldar(new Date('2026-11-25T07:00:00Z'), '02:00', undefined)).toBe(true);
    expect(tocaRespaldar(new Date('2026-11-25T07:01:00Z'), '02:00', new Date('2026-11-25T07:00:30Z'))).toBe(false);
    // A manual backup at 01:00 does not replace the 02:00 one; the next day it is due again.
    expect(tocaRespaldar(new Date('2026-11-25T07:01:00Z'), '02:00', new Date('2026-11-25T06:00:00Z'))).toBe(true);
    expect(tocaRespaldar(new Date('2026-11-26T07:00:00Z'), '02:00', new Date('2026-11-25T07:00:30Z'))).toBe(true);
    // 23:30 Bogotá is 04:30 UTC of the next day.
    expect(tocaRespaldar(new Date('2026-11-26T04:30:00Z'), '23:30', new Date('2026-11-25T04:31:00Z'))).toBe(true);
  });

  it('borra un archivo de partición solo si ningún respaldo conservado lo nombra y no es el más reciente de su año', () => {
    const a = (particion: string, dia: string) => ({
      particion,
      archivo: `particiones/${particion}-2026-11-${dia}T02-00-00.dump`,
      creadoEn: `2026-11-${dia}T07:00:00Z`,
    });
    const archivos = [a('eventos_2019', '10'), a('eventos_2019', '12'), a('eventos_2019', '14'), a('eventos_2021', '10')];
    // Kept backups need the 2019 of the 12th; the 14th is the newest (the next backup reuses it); the 10th is needed by no one.
    expect(particionesQueSobran(archivos, new Set([archivos[1].archivo]))).toEqual([archivos[0].archivo]);
    // The newest of each partition stays even when no kept backup names it.
    expect(particionesQueSobran(archivos, new Set())).toEqual([archivos[0].archivo, archivos[1].archivo]);
  });
});
