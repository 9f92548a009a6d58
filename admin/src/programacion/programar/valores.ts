import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useDataProvider } from 'react-admin';
import { esFechaIso, type EleccionDeFecha, type PedidoSerieProgramada, type ServicioDisponible } from '../../contratos';
import type { PacienteElegible } from '../../coberturas/servicios/BuscarPaciente';
import { hoyDelServidor } from '../../comun/reloj';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { sumarDias } from '../fechas';
import type { ItemProgramar } from '../proveedorProgramacion';

export type Modo = 'lista' | 'semanal' | 'especialidad';
export const MODOS: readonly Modo[] = ['lista', 'semanal', 'especialidad'];
/** The resource whose fields and messages label the dialog (admin/src/i18n/programacion.ts). */
export const RECURSO = 'programar-sesiones';
export const clave = (k: string) => `resources.${RECURSO}.${k}`;

/** What the 'Programar' form holds; each mode reads its part, and the shared fields go with the user from tab to tab. */
export interface ValoresProgramar {
  fecha: string;
  servicio: string;
  especialidad: string;
  terapeuta: string;
  horaInicio: string;
  horaFin: string;
  tipo: string;
  lugar: string;
  valor: string;
  copago: string;
  items: ItemProgramar[];
  dias: number[];
  cantidad: string;
  hasta: string;
}

export const valoresIniciales = (): ValoresProgramar => ({
  fecha: sumarDias(hoyDelServidor(), 1),
  servicio: '',
  especialidad: '',
  terapeuta: '',
  horaInicio: '08:00',
  horaFin: '08:30',
  tipo: 'Terapia',
  lugar: 'Sede',
  valor: '',
  copago: '',
  items: [],
  dias: [],
  cantidad: '',
  hasta: '',
});

/** react-admin stores an emptied input as null. */
export const texto = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** What a preview (or a clash) was made from: when any of it changes, the preview no longer holds. */
export const claveDeSerie = (v: Partial<ValoresProgramar>) =>
  JSON.stringify(
    [v.fecha, v.servicio, v.especialidad, v.terapeuta, v.horaInicio, v.horaFin, v.dias ?? [], texto(v.cantidad), texto(v.hasta)].map((x) => x ?? ''),
  );

/** A result tied to the values it was made from, shown while they stay the same. */
export interface Vigente<T> {
  clave: string;
  datos: T;
}
export function useVigente<T>(v: Vigente<T> | null): T | null {
  const valores = useWatch<ValoresProgramar>();
  return v && v.clave === claveDeSerie(valores as Partial<ValoresProgramar>) ? v.datos : null;
}

export const lineaDe = (s: Pick<ServicioDisponible, 'coberturaId' | 'lineaId'>) => `${s.coberturaId}:${s.lineaId}`;
export const esCruce = (m: string) => m.startsWith('Cruce de horario');

/** The specialties among the patient's available services, with what each has left across its authorizations. */
export const especialidadesDe = (servicios: ServicioDisponible[]) => {
  const porCodigo = new Map<number, { servicio: number; especialidad: string; restantes: number; conValorEscrito: boolean }>();
  for (const s of servicios) {
    const e = porCodigo.get(s.servicio) ?? { servicio: s.servicio, especialidad: s.especialidad, restantes: 0, conValorEscrito: false };
    e.restantes += s.restantes;
    e.conValorEscrito ||= s.tarifa === null;
    porCodigo.set(s.servicio, e);
  }
  return [...porCodigo.values()].sort((a, b) => a.servicio - b.servicio);
};

/** The services available to the patient on the form's date, and what the chosen line or specialty brings. */
export function useEleccion(paciente: PacienteElegible, porEspecialidad: boolean) {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const [fecha, servicio, especialidad] = useWatch<ValoresProgramar, ['fecha', 'servicio', 'especialidad']>({ name: ['fecha', 'servicio', 'especialidad'] });
  const servicios = useQuery({
    queryKey: ['servicios-disponibles', paciente.id, fecha],
    queryFn: () => dataProvider.serviciosParaProgramar(paciente.id, fecha),
    enabled: esFechaIso(fecha),
  });
  const linea = (servicios.data ?? []).find((s) => lineaDe(s) === servicio);
  const especialidades = especialidadesDe(servicios.data ?? []);
  const elegida = especialidades.find((e) => String(e.servicio) === especialidad);
  return {
    servicios,
    linea,
    especialidades,
    elegida,
    codigoEspecialidad: porEspecialidad ? elegida?.servicio : linea?.servicio,
    conValorEscrito: porEspecialidad ? !!elegida?.conValorEscrito : !!linea && linea.tarifa === null,
  };
}
export type Eleccion = ReturnType<typeof useEleccion>;

/** The series as the server reads it, for 'Ver fechas' and 'Programar' alike (one rule for both). */
export const pedidoSerie = (
  v: ValoresProgramar,
  paciente: string,
  porEspecialidad: boolean,
  conValorEscrito: boolean,
  elecciones: EleccionDeFecha[],
): PedidoSerieProgramada => {
  const [cobertura = '', lineaId = ''] = texto(v.servicio).split(':');
  const valor = texto(v.valor);
  return {
    paciente,
    terapeuta: v.terapeuta,
    tipo: v.tipo,
    lugar: v.lugar,
    ...(porEspecialidad ? { especialidad: Number(v.especialidad) } : { cobertura, lineaId }),
    desde: texto(v.fecha),
    dias: (v.dias ?? []).filter((d) => !porEspecialidad || d <= 6).map((dia) => ({ dia, horaInicio: v.horaInicio, horaFin: v.horaFin })),
    ...(texto(v.cantidad) ? { sesiones: Number(v.cantidad) } : {}),
    ...(texto(v.hasta) ? { hasta: v.hasta } : {}),
    ...(conValorEscrito ? { ...(valor === '' ? {} : { valor: Number(valor) }), copago: Number(texto(v.copago) || 0) } : {}),
    ...(elecciones.length ? { elecciones } : {}),
  };
};

export const DIAS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;
