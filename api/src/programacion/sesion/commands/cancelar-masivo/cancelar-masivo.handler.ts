import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Db } from '@avanti/libs/database/conexion';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EventoCobertura } from '@avanti/libs/coberturas/index';
import type { EventoSesion } from '@avanti/libs/programacion/eventos';
import { pendientesEnRango } from '@avanti/libs/programacion/lecturas/sesiones';
import type { CancelacionMasiva } from '@avanti/libs/programacion/contrato';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { sedeEfectiva } from '../../../../acceso/autorizacion/alcance-sede.js';
import { lineaDeBolsa } from '../../../../coberturas/cobertura/bolsa.js';
import { agregadoCobertura, decidirCredito, type EstadoCobertura } from '../../../../coberturas/cobertura/domain/cobertura.js';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB, RELOJ } from '../../../../infrastructure/tokens.js';
import { esFecha } from '../../domain/calendario.js';
import { decidirCancelacion, MENSAJES_SESION as M, type EstadoSesion } from '../../domain/sesion.js';
import { agregadoDeSesion, MAX_CANCELACION_MASIVA, type Streams } from '../programador-de-sesiones.js';
import { CancelarMasivo } from './cancelar-masivo.command.js';
import { MENSAJE_FILTRO_MASIVO } from './cancelar-masivo.dto.js';

const texto = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : '');

/**
 * All in one transaction: every session cancelled and its units credited to its coverage's pool; a session whose
 * order expired (or another rule) is skipped and named in `omitidas`, a wrong reason refuses the whole request.
 */
@CommandHandler(CancelarMasivo)
export class CancelarMasivoHandler implements ICommandHandler<CancelarMasivo> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ pedido: p, contexto }: CancelarMasivo): Promise<CancelacionMasiva> {
    const paciente = texto(p.paciente);
    const terapeuta = texto(p.terapeuta);
    if ((!paciente && !terapeuta) || !esFecha(p.desde) || !esFecha(p.hasta)) throw new ReglaIncumplida(MENSAJE_FILTRO_MASIVO, 'invalido');
    if (p.hasta < p.desde) throw new ReglaIncumplida('La fecha final no puede ser anterior a la inicial', 'invalido');
    const sede = sedeEfectiva(contexto.usuario!, null);
    const pendientes = await pendientesEnRango(this.db, {
      paciente: paciente || undefined,
      terapeuta: terapeuta || undefined,
      desde: p.desde,
      hasta: p.hasta,
      sede,
    });
    if (pendientes.length === 0) throw new ReglaIncumplida(M.sinSesionesMasivo, 'no-encontrado');
    if (pendientes.length > MAX_CANCELACION_MASIVA)
      throw new ReglaIncumplida(`Se pueden cancelar máximo ${MAX_CANCELACION_MASIVA} sesiones a la vez: acorte el rango`, 'invalido');
    const streams: Streams = {};
    for (const s of pendientes) {
      streams[`sesion:${s.id}`] = agregadoDeSesion(s.id);
      streams[`cobertura:${s.coberturaId}`] = lineaDeBolsa(s.coberturaId);
    }
    const fechaHoy = hoy(this.reloj);
    const usuario = contexto.usuario?.usuario ?? 'sistema';
    const omitidas: { id: string; mensaje: string }[] = [];
    let canceladas = 0;
    await this.ejecutor.ejecutarEnVarios({
      streams,
      decidir: (estados: Record<string, unknown>) => {
        omitidas.length = 0;
        canceladas = 0;
        const eventos: Record<string, (EventoSesion | EventoCobertura)[]> = {};
        const coberturas = new Map<string, EstadoCobertura>();
        for (const s of pendientes) {
          const k = `cobertura:${s.coberturaId}`;
          const cobertura = coberturas.get(k) ?? (estados[k] as EstadoCobertura);
          let cancelada;
          try {
            cancelada = decidirCancelacion(estados[`sesion:${s.id}`] as EstadoSesion, {
              motivo: p.motivo,
              detalle: p.detalle,
              canceladaPor: usuario,
              hoy: fechaHoy,
              vencimiento: cobertura.fechaVencimiento,
            });
          } catch (e) {
            if (e instanceof ReglaIncumplida && !([M.motivoInvalido, M.detalleObligatorio, M.detalleLargo] as string[]).includes(e.message)) {
              omitidas.push({ id: s.id, mensaje: e.message });
              continue;
            }
            throw e;
          }
          const d = cancelada[0].datos;
          const credito = decidirCredito(cobertura, { coberturaId: d.coberturaId, lineaId: d.lineaId, cantidad: d.unidades, sesionId: s.id });
          coberturas.set(
            k,
            credito.reduce((st, e) => agregadoCobertura.evolucionar(st, e), cobertura),
          );
          eventos[`sesion:${s.id}`] = cancelada;
          (eventos[k] ??= []).push(...credito);
          canceladas++;
        }
        return { eventos };
      },
      contexto,
    });
    if (canceladas === 0) throw new ReglaIncumplida(omitidas[0]?.mensaje ?? M.sinSesionesMasivo);
    return { canceladas, omitidas, mensaje: M.canceladasMasivo(canceladas) };
  }
}
