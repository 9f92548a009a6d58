import { createHash } from 'node:crypto';
import { ReglaIncumplida } from '../dominio/errores.js';
import { streamExportacion, type ExportacionCompletada, type ExportacionFallida } from '../exportaciones/index.js';
import { ConflictoDeVersion, type EventoAlmacenado, type MetadataEvento } from '../eventstore/tipos.js';
import { FallaDefinitiva, INTENTO_UNICO, type Procesador } from '../jobs/cola-de-trabajos.js';
import { CARPETA_EXPORTACIONES, escribirArchivo, type DependenciasArchivos } from '../exportaciones/index.js';
import { MENSAJES_RIPS } from './contrato.js';
import { construirRips } from './constructor.js';
import { streamRipsDeEps, type RipsFallido, type RipsGenerado, type RipsSolicitado } from './eventos.js';
import { leerSesionesParaRips } from './lecturas.js';
import { bloquea, problemasDeSesion } from './reglas.js';
import { validarRips } from './validar-rips.js';

/** The job that writes a RIPS file (the files queue, beside the Excel and PDF exports). */
export const TRABAJO_GENERAR_RIPS = 'generar-rips';

export interface DatosGenerarRips {
  generacionId: string;
  epsId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** exportaciones/<export id>.json: only ever built from a checked UUID. */
export const archivoDeRips = (exportacionId: string): string => {
  if (!UUID.test(exportacionId)) throw new Error('Identificador de exportación inválido');
  return `${CARPETA_EXPORTACIONES}/${exportacionId.toLowerCase()}.json`;
};

type Solicitud = EventoAlmacenado<'RipsSolicitado', RipsSolicitado['datos']>;

/**
 * Builds the RIPS a person asked for (RipsSolicitado): reads exactly its sessions from the read models, checks
 * them again (something may have changed since the preview), builds the JSON, validates it against the annex's
 * schema and the configured CUPS, writes it, and records RipsGenerado (with the file's sha256) together with
 * the export's completion in the log of exported reports. A refusal or the last failed attempt records
 * RipsFallido (its sessions are free again) and the export's failure, with a Spanish message.
 */
export function procesadorGenerarRips(deps: DependenciasArchivos): Procesador<DatosGenerarRips> {
  return async (datos, progreso, intento = INTENTO_UNICO) => {
    const streamEps = streamRipsDeEps(String(datos?.epsId));
    const historia = await deps.store.leerStream(streamEps);
    const solicitud = historia.find((e) => e.tipo === 'RipsSolicitado' && (e.datos as { id: string }).id === datos.generacionId) as Solicitud | undefined;
    if (!solicitud) throw new FallaDefinitiva(`El RIPS ${datos?.generacionId} no fue solicitado`);
    const terminado = (h: EventoAlmacenado[]) =>
      h.some((e) => (e.tipo === 'RipsGenerado' || e.tipo === 'RipsFallido') && (e.datos as { id: string }).id === datos.generacionId);
    if (terminado(historia)) return;
    const d = solicitud.datos;
    const metadata = (): MetadataEvento => ({ ...solicitud.metadata, ip: null, causacionId: null, fecha: deps.reloj.ahora().toISOString(), versionEsquema: 1 });

    /** Appends on the insurer's stream (re-reading its version if another RIPS was asked meanwhile) and on the export's. */
    const registrar = async (evento: RipsGenerado | RipsFallido, exportacion: ExportacionCompletada | ExportacionFallida) => {
      for (let i = 0; ; i++) {
        const [h, hx] = await Promise.all([deps.store.leerStream(streamEps), deps.store.leerStream(streamExportacion(d.exportacionId))]);
        if (terminado(h)) return;
        try {
          await deps.store.anexar(
            [
              { streamId: streamEps, versionEsperada: h[h.length - 1].version, eventos: [evento] },
              { streamId: streamExportacion(d.exportacionId), versionEsperada: hx.length ? hx[hx.length - 1].version : 0, eventos: [exportacion] },
            ],
            metadata(),
          );
          return;
        } catch (error) {
          if (!(error instanceof ConflictoDeVersion) || i >= 10) throw error;
        }
      }
    };

    try {
      await progreso(10);
      // The period's sessions, kept to those the request holds (a set in memory: 20,000 bound ids cost more than the period's rows).
      const retenidas = new Set(d.sesiones);
      const filas = (await leerSesionesParaRips(deps.db, { epsId: d.epsId, desde: d.desde, hasta: d.hasta, sede: d.sede }, { salvoGeneracion: d.id })).filter(
        (s) => retenidas.has(s.id),
      );
      const conNota = d.tipoNota !== null && d.tipoNota !== 'RS';
      const conProblemas = filas.filter((s) => problemasDeSesion(s).some((p) => bloquea(p, conNota))).length;
      if (conProblemas > 0) throw new ReglaIncumplida(MENSAJES_RIPS.conProblemas(conProblemas));
      if (filas.length !== d.sesiones.length) throw new ReglaIncumplida(MENSAJES_RIPS.sinSesiones);
      await progreso(40);
      const nit = filas[0]?.prestador?.nit ?? '';
      const { documento, resumen } = construirRips({ nit, numFactura: d.numFactura, tipoNota: d.tipoNota, numNota: d.numNota }, filas);
      const cups = new Set(filas.map((s) => s.servicio.cups ?? ''));
      const validacion = validarRips(documento, cups);
      if (!validacion.valido) throw new ReglaIncumplida(MENSAJES_RIPS.invalidoContraEsquema, 'invalido');
      await progreso(70);
      const bytes = Buffer.from(JSON.stringify(documento), 'utf8');
      const hash = createHash('sha256').update(bytes).digest('hex');
      const archivo = archivoDeRips(d.exportacionId);
      await escribirArchivo(deps, archivo, bytes);
      const nombreArchivo = `rips-${nitSinGuion(nit)}-${d.numFactura ?? d.tipoNota ?? 'rips'}-${d.desde}-${d.hasta}.json`.replace(/[^\w.-]/g, '_');
      await registrar(
        {
          tipo: 'RipsGenerado',
          datos: {
            id: d.id,
            epsId: d.epsId,
            desde: d.desde,
            hasta: d.hasta,
            numFactura: d.numFactura,
            tipoNota: d.tipoNota,
            sesiones: d.sesiones,
            hash,
            archivo,
            nombreArchivo,
            usuarios: resumen.usuarios,
            consultas: resumen.consultas,
            procedimientos: resumen.procedimientos,
            valorTotal: resumen.valorTotal,
          },
        },
        { tipo: 'ExportacionCompletada', datos: { id: d.exportacionId, archivo, nombreArchivo, filas: resumen.consultas + resumen.procedimientos } },
      );
      await progreso(100);
    } catch (error) {
      const regla = error instanceof ReglaIncumplida;
      const mensaje = regla ? error.message : MENSAJES_RIPS.fallaGeneracion;
      if (!regla && !intento.ultimo) throw new Error(mensaje, { cause: error });
      await registrar(
        { tipo: 'RipsFallido', datos: { id: d.id, epsId: d.epsId, mensaje } },
        { tipo: 'ExportacionFallida', datos: { id: d.exportacionId, mensaje } },
      ).catch(() => undefined);
      throw new FallaDefinitiva(mensaje, { cause: error });
    }
  };
}

const nitSinGuion = (nit: string) => nit.split('-')[0].replace(/\D/g, '');
