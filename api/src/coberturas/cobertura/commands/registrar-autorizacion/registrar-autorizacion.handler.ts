import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { CoberturaRegistrada } from '@avanti/libs/coberturas/contrato';
import type { Db } from '@avanti/libs/database/conexion';
import { reservarClave } from '@avanti/libs/dominio/claves';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { CLAVE_CODIGO_COBERTURA, streamCobertura, type TipoEps } from '@avanti/libs/coberturas/eventos';
import { obtenerCobertura } from '@avanti/libs/coberturas/lecturas/coberturas';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { puedeVerSede } from '../../../../acceso/autorizacion/alcance-sede.js';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB, RELOJ } from '../../../../infrastructure/tokens.js';
import { agregadoCobertura, codigoBase, decidirAutorizacionConOrden, decidirAutorizacionSinOrden, MENSAJES_COBERTURA as M } from '../../domain/cobertura.js';
import { alChocarCodigo, RegistroDeCobertura } from '../registro-de-cobertura.js';
import { RegistrarAutorizacion } from './registrar-autorizacion.command.js';

/**
 * Without an order or code 90: the typed number, refused when taken. Against an order: the generated code, and the
 * authorization and its order decided together on both streams (the order keeps the authorizations loaded on it).
 */
@CommandHandler(RegistrarAutorizacion)
export class RegistrarAutorizacionHandler implements ICommandHandler<RegistrarAutorizacion> {
  constructor(
    private readonly registro: RegistroDeCobertura,
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ pedido: d, contexto }: RegistrarAutorizacion): Promise<CoberturaRegistrada> {
    const [paciente, especialidades] = await Promise.all([this.registro.paciente(d.paciente, contexto), this.registro.especialidades()]);
    const id = randomUUID();
    const usuario = contexto.usuario?.usuario ?? 'sistema';
    const cobertura = d.cobertura ?? null;
    if (d.sinOrden || d.codigo90 || !d.pertenece) {
      const entidad = await this.registro.entidad(d.entidad);
      if (d.entidad && !entidad) throw new ReglaIncumplida(M.entidadObligatoria, 'invalido');
      const tecleado = (d.codigo ?? '').trim().toUpperCase();
      const pedido = { ...d, id, paciente, especialidades, cobertura, sinOrden: !d.codigo90, codigo90: !!d.codigo90, entidad, usuario };
      if (!tecleado) decidirAutorizacionSinOrden(agregadoCobertura.inicial, { ...pedido, codigo: '' });
      const codigo = await this.registro.conCodigoUnico(tecleado, true, (codigo) =>
        this.registro.registrarUno(id, codigo, contexto, (estado) => decidirAutorizacionSinOrden(estado, { ...pedido, codigo })),
      );
      return { id, codigo, mensaje: M.autorizacionRegistrada };
    }
    const ordenId = d.pertenece;
    const orden = await obtenerCobertura(this.db, ordenId);
    if (!orden || orden.formato !== 0 || !puedeVerSede(contexto.usuario!, orden.sede)) throw new NoEncontrado(M.noEncontrada);
    const base = codigoBase({
      formato: 1,
      tipoEntidad: ((await this.registro.entidad(orden.entidad))?.tipo ?? 1) as TipoEps,
      pacienteCodigo: paciente.codigo,
      fecha: d.fecha,
      ordenCodigo: orden.codigo,
    });
    const fechaHoy = hoy(this.reloj);
    const codigo = await this.registro.conCodigoUnico(base, false, async (codigo) => {
      await this.ejecutor.ejecutarEnVarios({
        streams: {
          autorizacion: { streamId: streamCobertura(id), agregado: agregadoCobertura },
          orden: { streamId: streamCobertura(ordenId), agregado: agregadoCobertura },
        },
        decidir: ({ autorizacion, orden: estadoOrden }) => {
          const r = decidirAutorizacionConOrden(
            autorizacion,
            estadoOrden,
            ordenId,
            { ...d, id, codigo, paciente, especialidades, cobertura, usuario },
            fechaHoy,
          );
          return { eventos: { autorizacion: r.autorizacion, orden: r.orden }, ademas: [reservarClave(CLAVE_CODIGO_COBERTURA, codigo, id)] };
        },
        alChocarClave: alChocarCodigo,
        contexto,
      });
    });
    return { id, codigo, mensaje: M.autorizacionRegistrada };
  }
}
