import type { Agregado } from '@avanti/libs/dominio/agregado';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import {
  CAUSAS_ATENCION_RIPS,
  FINALIDADES_RIPS,
  GRUPOS_SERVICIOS_RIPS,
  MENSAJES_RIPS,
  TIPOS_SESION_RIPS,
  VIAS_INGRESO_RIPS,
  type GrupoRips,
} from '@avanti/libs/facturacion/contrato';
import type { EventoFacturacion, PrestadorConfigurado, ServicioRipsConfigurado } from '@avanti/libs/facturacion/eventos';

/** A configuration record (a site's provider, a service): the last values saved. */
export interface EstadoConfiguracion {
  datos: Record<string, unknown> | null;
}

export const agregadoConfiguracion: Agregado<EstadoConfiguracion, EventoFacturacion> = {
  inicial: { datos: null },
  evolucionar(estado, evento) {
    if (evento.tipo === 'PrestadorConfigurado' || evento.tipo === 'ServicioRipsConfigurado') return { datos: { ...evento.datos } };
    return estado;
  },
};

export const NIT = /^[0-9]{5,15}$/;
export const HABILITACION = /^[0-9]{12}$/;
export const CUPS = /^[0-9A-Z]{6}$/;

const igual = (a: Record<string, unknown> | null, b: Record<string, unknown>) => a !== null && Object.keys(b).every((k) => a[k] === b[k]);

/** The provider of a site: its NIT (digits, without check digit) and its 12-digit REPS habilitation code. */
export function decidirPrestador(
  estado: EstadoConfiguracion,
  datos: { sede: string; sedeNombre: string; nit: string; codigoHabilitacion: string },
): PrestadorConfigurado[] {
  const nit = datos.nit.replace(/[\s.]/g, '');
  const codigoHabilitacion = datos.codigoHabilitacion.trim();
  if (!NIT.test(nit)) throw new ReglaIncumplida(MENSAJES_RIPS.nitInvalido, 'invalido');
  if (!HABILITACION.test(codigoHabilitacion)) throw new ReglaIncumplida(MENSAJES_RIPS.habilitacionInvalida, 'invalido');
  const nuevo = { sede: datos.sede, sedeNombre: datos.sedeNombre, nit, codigoHabilitacion };
  if (igual(estado.datos, nuevo)) throw new ReglaIncumplida(MENSAJES_RIPS.sinCambios);
  return [{ tipo: 'PrestadorConfigurado', datos: nuevo }];
}

const enTabla = (tabla: readonly { codigo: string }[], codigo: string) => tabla.some((o) => o.codigo === codigo);

export interface DatosServicioRips {
  especialidad: number;
  especialidadNombre: string;
  tipoSesion: string;
  cups: string;
  grupo: string;
  grupoServicios: string;
  codServicio: number;
  finalidad: string;
  causaAtencion: string;
  viaIngreso: string;
}

/** How a specialty × session type is reported: its CUPS, consultation or procedure, and the annex's codes. */
export function decidirServicio(estado: EstadoConfiguracion, d: DatosServicioRips): ServicioRipsConfigurado[] {
  if (!enTabla(TIPOS_SESION_RIPS, d.tipoSesion)) throw new ReglaIncumplida(MENSAJES_RIPS.tipoSesionInvalido, 'invalido');
  const cups = d.cups.trim().toUpperCase();
  if (!CUPS.test(cups)) throw new ReglaIncumplida(MENSAJES_RIPS.cupsInvalido, 'invalido');
  if (d.grupo !== 'consulta' && d.grupo !== 'procedimiento') throw new ReglaIncumplida(MENSAJES_RIPS.grupoInvalido, 'invalido');
  if (!enTabla(GRUPOS_SERVICIOS_RIPS, d.grupoServicios)) throw new ReglaIncumplida(MENSAJES_RIPS.codigoInvalido('grupo de servicios'), 'invalido');
  if (!Number.isInteger(d.codServicio) || d.codServicio < 100 || d.codServicio > 9999) throw new ReglaIncumplida(MENSAJES_RIPS.codServicioInvalido, 'invalido');
  if (!enTabla(FINALIDADES_RIPS, d.finalidad)) throw new ReglaIncumplida(MENSAJES_RIPS.codigoInvalido('finalidad'), 'invalido');
  if (!enTabla(CAUSAS_ATENCION_RIPS, d.causaAtencion)) throw new ReglaIncumplida(MENSAJES_RIPS.codigoInvalido('causa de la atención'), 'invalido');
  if (!enTabla(VIAS_INGRESO_RIPS, d.viaIngreso)) throw new ReglaIncumplida(MENSAJES_RIPS.codigoInvalido('vía de ingreso'), 'invalido');
  const nuevo = { ...d, cups, grupo: d.grupo as GrupoRips };
  if (igual(estado.datos, nuevo)) throw new ReglaIncumplida(MENSAJES_RIPS.sinCambios);
  return [{ tipo: 'ServicioRipsConfigurado', datos: nuevo }];
}
