import type { Agregado } from '@avanti/libs/dominio/agregado';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EspecialidadDefinida, EventoEspecialidad } from '@avanti/libs/coberturas/eventos';

export const MENSAJES_ESPECIALIDAD = {
  noEncontrada: 'No se encontró la especialidad',
  nombreObligatorio: 'Escriba el nombre de la especialidad',
  nombreLargo: 'El nombre de la especialidad admite hasta 80 caracteres',
  nombreRepetido: (nombre: string) => `Ya existe otra especialidad llamada ${nombre}`,
  cupsInvalido: 'El código CUPS debe tener 6 caracteres, letras o números',
  sinCambios: 'No hay cambios que guardar',
  actualizada: 'Especialidad actualizada con éxito',
} as const;

export interface EstadoEspecialidad {
  existe: boolean;
  nombre: string;
  cups: string | null;
}

export const agregadoEspecialidad: Agregado<EstadoEspecialidad, EventoEspecialidad> = {
  inicial: { existe: false, nombre: '', cups: null },
  evolucionar: (_estado, e) => ({ existe: true, nombre: e.datos.nombre, cups: e.datos.cups }),
};

const CUPS = /^[0-9A-Z]{6}$/;
const normalizar = (t: string) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Rename a specialty or set its CUPS code (an administrator keeps the catalogue). The code (2 to 6) never
 * changes: coverage lines and rates refer to it. `otros`: the other specialties' names, to refuse a twin.
 */
export function decidirEdicionEspecialidad(
  estado: EstadoEspecialidad,
  d: { codigo: number; nombre: string; cups?: string | null },
  otros: readonly string[],
): EspecialidadDefinida[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_ESPECIALIDAD.noEncontrada);
  const nombre = typeof d.nombre === 'string' ? d.nombre.trim().replace(/\s+/g, ' ') : '';
  if (!nombre) throw new ReglaIncumplida(MENSAJES_ESPECIALIDAD.nombreObligatorio, 'invalido');
  if (nombre.length > 80) throw new ReglaIncumplida(MENSAJES_ESPECIALIDAD.nombreLargo, 'invalido');
  if (otros.some((o) => normalizar(o) === normalizar(nombre))) throw new ReglaIncumplida(MENSAJES_ESPECIALIDAD.nombreRepetido(nombre));
  if (d.cups !== undefined && d.cups !== null && typeof d.cups !== 'string') throw new ReglaIncumplida(MENSAJES_ESPECIALIDAD.cupsInvalido, 'invalido');
  const cups = d.cups === undefined ? estado.cups : d.cups === null || d.cups.trim() === '' ? null : d.cups.trim().toUpperCase();
  if (cups !== null && !CUPS.test(cups)) throw new ReglaIncumplida(MENSAJES_ESPECIALIDAD.cupsInvalido, 'invalido');
  if (nombre === estado.nombre && cups === estado.cups) throw new ReglaIncumplida(MENSAJES_ESPECIALIDAD.sinCambios, 'invalido');
  return [{ tipo: 'EspecialidadDefinida', datos: { codigo: d.codigo, nombre, cups } }];
}
