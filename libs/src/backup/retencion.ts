import { diaDe, mesDe, semanaDe } from './calendario.js';

export interface PoliticaDeRetencion {
  diarios: number;
  semanales: number;
  mensuales: number;
}

/**
 * Which archives to keep: the newest of each of the last `diarios` days that have one, of the last
 * `semanales` ISO weeks and of the last `mensuales` months (the usual grandfather-father-son rotation).
 * The newest archive is always kept. Returns the names to delete.
 */
export function archivosQueSobran(archivos: { nombre: string; instante: Date }[], politica: PoliticaDeRetencion): string[] {
  const recientes = [...archivos].sort((a, b) => b.instante.getTime() - a.instante.getTime());
  const conservar = new Set<string>(recientes.slice(0, 1).map((a) => a.nombre));
  const periodos: [(d: Date) => string, number][] = [
    [diaDe, politica.diarios],
    [semanaDe, politica.semanales],
    [mesDe, politica.mensuales],
  ];
  for (const [periodo, cuantos] of periodos) {
    const vistos = new Set<string>();
    for (const archivo of recientes) {
      const clave = periodo(archivo.instante);
      if (vistos.has(clave)) continue;
      if (vistos.size >= cuantos) break;
      vistos.add(clave);
      conservar.add(archivo.nombre);
    }
  }
  return recientes.filter((a) => !conservar.has(a.nombre)).map((a) => a.nombre);
}
