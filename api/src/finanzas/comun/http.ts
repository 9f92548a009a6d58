import { ParseUUIDPipe } from '@nestjs/common';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { fechaDelFiltro, textoDelFiltro } from '@avanti/libs/http/filtro';
import { MENSAJES_DINERO } from '@avanti/libs/finanzas/contrato';

/** Money permissions (libs/src/acceso/catalogo-permisos.ts), one per screen. */
export const PERMISOS_DINERO = {
  salarios: 'dashboard.salarios',
  nomina: 'dashboard.nomina',
  descargos: 'dashboard.descargos',
  gastosFijos: 'dashboard.gastos-fijos',
  gastosVariables: 'dashboard.gastos-variables',
  copagos: 'admisiones.copagos',
} as const;

export const idDe = (mensaje: string) => new ParseUUIDPipe({ exceptionFactory: () => new NoEncontrado(mensaje) });

/** A date filter: absent, or yyyy-mm-dd. */
export const fechaFiltro = fechaDelFiltro;

/** Both dates of a money list ('Seleccione las fechas en las que quiere ver la información'), not reversed. */
export function rangoObligatorio(desde: unknown, hasta: unknown): { desde: string; hasta: string } {
  const d = fechaFiltro(desde, 'desde');
  const h = fechaFiltro(hasta, 'hasta');
  if (!d || !h) throw new ReglaIncumplida(MENSAJES_DINERO.fechas, 'invalido');
  if (h < d) throw new ReglaIncumplida(MENSAJES_DINERO.rangoInvertido, 'invalido');
  return { desde: d, hasta: h };
}

/** A user id as a text filter (ids are UUIDs; anything else matches nobody). */
export const idTexto = (valor: unknown, campo: string) => textoDelFiltro(valor, campo, 60);
