import type { ObjetivoLeido } from '../contratos';
import { enviar, parametros, rutaApi } from '../proveedor-datos/peticion';

export interface TerapeutaDelEspacio {
  id: string;
  nombre: string;
  usuario: string;
  rol: number;
  sede: string;
}

export interface MiEspacio {
  terapeuta: TerapeutaDelEspacio;
  fecha: string;
  tarjetas: {
    ssp: { sede: number; domicilio: number; total: number };
    ssr: { sede: number; domicilio: number; canceladas: number; total: number };
    porModalidad: { lugar: string; realizadas: number; programadas: number; canceladas: number }[];
  };
  objetivosProximos: ObjetivoLeido[];
  objetivosPorConfirmar: (ObjetivoLeido & { tieneLogro: boolean })[];
  pacientesLiderados: {
    id: string;
    nombre: string;
    edad: number;
    fechaNacimiento?: string;
    tipoDocumento: string;
    numeroDocumento: string;
    dx: string | null;
  }[];
}

export interface SesionRealizada {
  id: string;
  paciente: string;
  entidad: string | null;
  fecha: string;
  hora: string;
  lugar: string;
  tipo: string;
  valor: number | null;
}

/** The personal space's reads (api/src/objetivos/mi-espacio); `terapeuta` only for whoever administers personal spaces. */
export const metodosMiEspacio = {
  miEspacio: (terapeuta?: string) => enviar<MiEspacio>(`${rutaApi('mi-espacio')}${parametros({ terapeuta })}`),
  sesionesRealizadasMiEspacio: (desde: string, hasta: string, terapeuta?: string) =>
    enviar<{ sesiones: SesionRealizada[] }>(`${rutaApi('mi-espacio', 'sesiones-realizadas')}${parametros({ desde, hasta, terapeuta })}`),
};

export type MetodosMiEspacio = typeof metodosMiEspacio;
