import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { SesionLeida } from '../contratos';
import { ahoraEnBogota, hoyDelServidor } from '../comun/reloj';
import { formatearFecha } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

export const POR_EVOLUCIONAR = 'Por evolucionar';
/** The server's refusal of a future session (spec 2), shown before anyone types. */
export const EVOLUCION_FUTURA = 'No se puede ingresar la evolución porque la fecha del evento es superior a la fecha actual';

/** A pending therapy or evaluation whose time has passed: it waits for its therapist's evolution. */
export const esPorEvolucionar = (s: Pick<SesionLeida, 'estado' | 'tipo' | 'fecha' | 'horaFin'>) =>
  s.estado === 3 && s.tipo !== 'CYT' && `${s.fecha}T${s.horaFin}` <= ahoraEnBogota();

/** Why 'Evolucionar' is not offered on this session, or null when it is. */
export function porQueNoSeEvoluciona(s: Pick<SesionLeida, 'estado' | 'tipo' | 'fecha'>): string | null {
  if (s.estado === 1) return 'Esta sesión ya fue evolucionada';
  if (s.estado === 2) return 'Esta sesión fue cancelada';
  if (s.tipo === 'CYT') return 'Una sesión CYT no se evoluciona: se acepta';
  if (s.fecha > hoyDelServidor()) return `${EVOLUCION_FUTURA}: podrá evolucionarla desde el ${formatearFecha(s.fecha)}`;
  return null;
}

/** The signed-in therapist's sessions waiting for their evolution (every site, every past date). */
export function usePorEvolucionar(terapeuta: string | undefined) {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  return useQuery({
    queryKey: ['sesiones', 'por-evolucionar', terapeuta],
    queryFn: async () => (await dataProvider.sesionesProgramadas({ terapeuta: terapeuta!, estado: 3, hasta: hoyDelServidor() })).filter(esPorEvolucionar),
    enabled: !!terapeuta,
    retry: false,
  });
}

export const textoPorEvolucionar = (n: number) => (n === 1 ? '1 sesión por evolucionar' : `${n} sesiones por evolucionar`);
