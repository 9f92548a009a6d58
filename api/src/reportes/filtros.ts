import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { MENSAJES_REPORTES as M } from '@avanti/libs/contratos/reportes';
import { fechaDelFiltro, textoDelFiltro } from '@avanti/libs/lecturas/filtro';
import { sedeEfectiva, sedesPermitidas } from '../acceso/autorizacion/alcance-sede.js';
import type { UsuarioAutenticado } from '../infrastructure/http/contexto.js';

/** A date filter: absent, or aaaa-mm-dd. */
export const fechaOpcional = (valor: unknown, campo: string): string | undefined => fechaDelFiltro(valor, campo) || undefined;

/** Both dates ('ERROR: Faltan fechas por seleccionar'), the end not before the start. */
export function rangoDelReporte(desde: unknown, hasta: unknown, faltan: string = M.faltanFechas): { desde: string; hasta: string } {
  const d = fechaOpcional(desde, 'desde');
  const h = fechaOpcional(hasta, 'hasta');
  if (!d || !h) throw new ReglaIncumplida(faltan, 'invalido');
  if (h < d) throw new ReglaIncumplida(M.rangoInvertido, 'invalido');
  return { desde: d, hasta: h };
}

/** The site the report reads: the requested one for whoever sees every site ('todas' or none = all), the user's own otherwise. */
export const sedeDelReporte = (usuario: UsuarioAutenticado, valor: unknown): string | null => sedeEfectiva(usuario, textoDelFiltro(valor, 'sede', 60) ?? null);

/** A site that must be chosen (cancellation report): whoever picks the site must send it; the others read their own. */
export function sedeObligatoria(usuario: UsuarioAutenticado, valor: unknown): string | null {
  const pedida = textoDelFiltro(valor, 'sede', 60);
  if (sedesPermitidas(usuario) === 'todas' && !pedida) throw new ReglaIncumplida(M.requerido, 'invalido');
  return sedeEfectiva(usuario, pedida ?? null);
}

export const textoBuscado = (valor: unknown) => textoDelFiltro(valor, 'q', 100)?.trim() || undefined;
