import type { Agregado } from '@avanti/libs/dominio/agregado';
import { ReglaIncumplida, NoEncontrado } from '@avanti/libs/dominio/errores';
import type { EpsRegistrada, EventoEps, RegimenEps, TipoEps } from '@avanti/libs/coberturas/eventos';

/** Insurer (spec 1 'Insurer'): tipo 1 EPS, 2 prepaid, 3 policy; regimen only for tipo 1; estado 1 active, 2 inactive. */
export interface EstadoEps {
  existe: boolean;
  estado: 1 | 2;
  nombre: string;
}

export const agregadoEps: Agregado<EstadoEps, EventoEps> = {
  inicial: { existe: false, estado: 1, nombre: '' },
  evolucionar(estado, evento) {
    switch (evento.tipo) {
      case 'EpsRegistrada':
        return { existe: true, estado: 1, nombre: evento.datos.nombre };
      case 'EpsDesactivada':
        return { ...estado, estado: 2 };
      case 'EpsActivada':
        return { ...estado, estado: 1 };
    }
  },
};

export const MENSAJES_EPS = {
  nombreObligatorio: 'El nombre es obligatorio',
  nombreCortoObligatorio: 'El nombre corto es obligatorio',
  tipoInvalido: 'El tipo debe ser 1 (EPS), 2 (Prepagada) o 3 (Póliza)',
  regimenInvalido: 'El régimen debe ser 1 (Contributivo), 2 (Subsidiado) o 3 (Ambos)',
  yaExiste: 'La aseguradora ya existe',
  nombreRepetido: 'Ya existe una aseguradora con ese nombre',
  noEncontrada: 'No se encontró la aseguradora',
  yaInactiva: 'La aseguradora ya está inactiva',
  yaActiva: 'La aseguradora ya está activa',
  registrada: 'REGISTRADO CON ÉXITO',
} as const;

export interface RegistrarEpsDatos {
  id: string;
  nombre: string;
  nombreCorto: string;
  nit?: string | null;
  tipo?: number;
  regimen?: number | null;
}

const limpiar = (texto: string | null | undefined) => (texto ?? '').replace(/\s+/g, ' ').trim();

export function decidirRegistro(estado: EstadoEps, datos: RegistrarEpsDatos): EpsRegistrada[] {
  if (estado.existe) throw new ReglaIncumplida(MENSAJES_EPS.yaExiste);
  const nombre = limpiar(datos.nombre);
  const nombreCorto = limpiar(datos.nombreCorto);
  if (!nombre) throw new ReglaIncumplida(MENSAJES_EPS.nombreObligatorio, 'invalido');
  if (!nombreCorto) throw new ReglaIncumplida(MENSAJES_EPS.nombreCortoObligatorio, 'invalido');
  const tipo = datos.tipo ?? 1;
  if (![1, 2, 3].includes(tipo)) throw new ReglaIncumplida(MENSAJES_EPS.tipoInvalido, 'invalido');
  const regimen = tipo === 1 ? (datos.regimen ?? 1) : null;
  if (regimen !== null && ![1, 2, 3].includes(regimen)) throw new ReglaIncumplida(MENSAJES_EPS.regimenInvalido, 'invalido');
  return [
    {
      tipo: 'EpsRegistrada',
      datos: {
        id: datos.id,
        nombre,
        nombreCorto,
        nit: limpiar(datos.nit) || null,
        tipo: tipo as TipoEps,
        regimen: regimen as RegimenEps | null,
      },
    },
  ];
}

export function decidirDesactivacion(estado: EstadoEps, id: string): EventoEps[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_EPS.noEncontrada);
  if (estado.estado === 2) throw new ReglaIncumplida(MENSAJES_EPS.yaInactiva);
  return [{ tipo: 'EpsDesactivada', datos: { id } }];
}

export function decidirActivacion(estado: EstadoEps, id: string): EventoEps[] {
  if (!estado.existe) throw new NoEncontrado(MENSAJES_EPS.noEncontrada);
  if (estado.estado === 1) throw new ReglaIncumplida(MENSAJES_EPS.yaActiva);
  return [{ tipo: 'EpsActivada', datos: { id } }];
}
