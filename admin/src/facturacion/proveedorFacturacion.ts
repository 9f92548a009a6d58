import type {
  ConfigurarPrestadorSolicitud,
  ConfigurarServicioRipsSolicitud,
  GenerarRipsSolicitud,
  GeneracionRips,
  PrestadorSede,
  ServicioRips,
  VistaPreviaRips,
} from '../contratos';
import { guardarArchivo } from '../proveedor-datos/descarga';
import { descargar, enviar, rutaApi } from '../proveedor-datos/peticion';

export interface AseguradoraRips {
  id: string;
  nombre: string;
  tipo: number;
}

export interface FiltroVistaRips {
  epsId: string;
  desde: string;
  hasta: string;
  sede?: string | null;
}

/** The billing context's commands and reads (api/src/facturacion), reached through useDataProvider. */
export interface MetodosFacturacion {
  aseguradorasRips(): Promise<AseguradoraRips[]>;
  vistaPreviaRips(filtro: FiltroVistaRips): Promise<VistaPreviaRips>;
  generarRips(solicitud: GenerarRipsSolicitud): Promise<{ id: string }>;
  generacionRips(id: string): Promise<GeneracionRips>;
  generacionesRips(): Promise<GeneracionRips[]>;
  /** Downloads a generated RIPS and saves it under the server's file name. */
  descargarRips(id: string): Promise<{ nombre: string }>;
  prestadoresRips(): Promise<PrestadorSede[]>;
  configurarPrestador(sede: string, datos: ConfigurarPrestadorSolicitud): Promise<PrestadorSede>;
  serviciosRips(): Promise<ServicioRips[]>;
  configurarServicioRips(especialidad: number, tipoSesion: string, datos: ConfigurarServicioRipsSolicitud): Promise<ServicioRips>;
}

const consulta = (f: FiltroVistaRips) => {
  const p = new URLSearchParams({ epsId: f.epsId, desde: f.desde, hasta: f.hasta });
  if (f.sede) p.set('sede', f.sede);
  return `?${p.toString()}`;
};

export const metodosFacturacion: MetodosFacturacion = {
  aseguradorasRips: () => enviar(rutaApi('facturacion', 'aseguradoras')),
  vistaPreviaRips: (f) => enviar(`${rutaApi('facturacion', 'rips', 'vista-previa')}${consulta(f)}`),
  generarRips: (s) => enviar(rutaApi('facturacion', 'rips'), 'POST', s),
  generacionRips: (id) => enviar(rutaApi('facturacion', 'rips', id)),
  generacionesRips: () => enviar(rutaApi('facturacion', 'rips')),
  descargarRips: async (id) => {
    const { contenido, nombre } = await descargar(rutaApi('facturacion', 'rips', id, 'archivo'), `rips-${id}.json`);
    guardarArchivo(contenido, nombre);
    return { nombre };
  },
  prestadoresRips: () => enviar(rutaApi('facturacion', 'prestadores')),
  configurarPrestador: (sede, datos) => enviar(rutaApi('facturacion', 'prestadores', sede), 'PUT', datos),
  serviciosRips: () => enviar(rutaApi('facturacion', 'servicios-rips')),
  configurarServicioRips: (esp, tipo, datos) => enviar(rutaApi('facturacion', 'servicios-rips', esp, tipo), 'PUT', datos),
};
