import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { esStreamClave, reservarClave } from '@avanti/libs/dominio/claves';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { CLAVE_CODIGO_COBERTURA, streamCobertura, type EventoCobertura, type TipoEps } from '@avanti/libs/eventos/coberturas';
import { listarEspecialidades, obtenerCobertura, pacienteParaCobertura, sesionesPendientesDespuesDe, ubicarCobertura } from '@avanti/libs/lecturas/coberturas';
import { obtenerEps } from '@avanti/libs/lecturas/eps';
import { hoy, type Reloj } from '@avanti/libs/reloj/reloj';
import { puedeVerSede } from '../../../acceso/autorizacion/alcance-sede.js';
import { EjecutorDeComandos } from '../../../infrastructure/comandos/ejecutor.js';
import type { ContextoPeticion } from '../../../infrastructure/http/contexto.js';
import { DB, RELOJ } from '../../../infrastructure/tokens.js';
import {
  agregadoCobertura,
  codigoBase,
  conSufijo,
  decidirAjuste,
  decidirAutorizacionConOrden,
  decidirAutorizacionSinOrden,
  decidirCancelacion,
  decidirConvenio,
  decidirOrden,
  decidirParticular,
  esFechaValida,
  mensajeDeCancelacion,
  MENSAJES_COBERTURA as M,
  type EntidadParaCobertura,
  type EstadoCobertura,
} from '../domain/cobertura.js';
import type { AjustarDto, RegistrarAutorizacionDto, RegistrarConvenioDto, RegistrarOrdenDto, RegistrarParticularDto } from './dtos.js';

/** A generated code already taken: try the next suffix. */
class CodigoOcupado extends ReglaIncumplida {
  constructor() {
    super('código ocupado');
  }
}
const alChocarClave = (stream: string) => (esStreamClave(stream, CLAVE_CODIGO_COBERTURA) ? new CodigoOcupado() : null);
const MAX_SUFIJO = 99;

export interface Registrada {
  id: string;
  codigo: string;
  mensaje: string;
}

/** Registration, adjustment and cancellation of coverages (spec 1 'Service intake', 'Authorization management'). */
@Injectable()
export class ComandosCobertura {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  private async paciente(id: string, contexto: ContextoPeticion) {
    const p = await pacienteParaCobertura(this.db, id);
    if (!p || !contexto.usuario || !puedeVerSede(contexto.usuario, p.sede)) throw new NoEncontrado(M.pacienteNoEncontrado);
    return p;
  }

  private async entidad(id: string | null | undefined): Promise<EntidadParaCobertura | null> {
    if (!id) return null;
    const e = await obtenerEps(this.db, id);
    return e ? { id: e.id, nombre: e.nombre, tipo: e.tipo as TipoEps, estado: e.estado } : null;
  }

  private async especialidades() {
    return new Map((await listarEspecialidades(this.db)).map((e) => [e.codigo, e]));
  }

  /** Tries the code, then `-2`, `-3`... while another coverage holds it; a typed code is refused instead. */
  private async conCodigoUnico(base: string, tecleado: boolean, registrar: (codigo: string) => Promise<unknown>): Promise<string> {
    for (let n = 1; n <= MAX_SUFIJO; n++) {
      const codigo = tecleado ? base : conSufijo(base, n);
      try {
        await registrar(codigo);
        return codigo;
      } catch (error) {
        if (!(error instanceof CodigoOcupado)) throw error;
        if (tecleado) throw new ReglaIncumplida(M.codigoRepetido(base));
      }
    }
    throw new ReglaIncumplida(M.codigoRepetido(base));
  }

  private registrarUno(id: string, codigo: string, contexto: ContextoPeticion, decidir: (estado: EstadoCobertura) => EventoCobertura[]) {
    return this.ejecutor.ejecutar({
      streamId: streamCobertura(id),
      agregado: agregadoCobertura,
      contexto,
      decidir: (estado) => ({ eventos: decidir(estado), ademas: [reservarClave(CLAVE_CODIGO_COBERTURA, codigo, id)] }),
      alChocarClave,
    });
  }

  async registrarOrden(d: RegistrarOrdenDto, contexto: ContextoPeticion): Promise<Registrada> {
    const [paciente, entidad, especialidades] = await Promise.all([this.paciente(d.paciente, contexto), this.entidad(d.entidad), this.especialidades()]);
    const id = randomUUID();
    const base = codigoBase({ formato: 0, tipoEntidad: entidad?.tipo ?? 1, pacienteCodigo: paciente.codigo, fecha: d.fecha });
    const codigo = await this.conCodigoUnico(base, false, (codigo) =>
      this.registrarUno(id, codigo, contexto, (estado) => decidirOrden(estado, { ...d, id, codigo, paciente, entidad, especialidades })),
    );
    return { id, codigo, mensaje: M.ordenRegistrada };
  }

  async registrarAutorizacion(d: RegistrarAutorizacionDto, contexto: ContextoPeticion): Promise<Registrada> {
    const [paciente, especialidades] = await Promise.all([this.paciente(d.paciente, contexto), this.especialidades()]);
    const id = randomUUID();
    const usuario = contexto.usuario?.usuario ?? 'sistema';
    const cobertura = d.cobertura ?? null;
    if (d.sinOrden || d.codigo90 || !d.pertenece) {
      const entidad = await this.entidad(d.entidad);
      if (d.entidad && !entidad) throw new ReglaIncumplida(M.entidadObligatoria, 'invalido');
      const tecleado = (d.codigo ?? '').trim().toUpperCase();
      const pedido = { ...d, id, paciente, especialidades, cobertura, sinOrden: !d.codigo90, codigo90: !!d.codigo90, entidad, usuario };
      if (!tecleado) decidirAutorizacionSinOrden(agregadoCobertura.inicial, { ...pedido, codigo: '' });
      const codigo = await this.conCodigoUnico(tecleado, true, (codigo) =>
        this.registrarUno(id, codigo, contexto, (estado) => decidirAutorizacionSinOrden(estado, { ...pedido, codigo })),
      );
      return { id, codigo, mensaje: M.autorizacionRegistrada };
    }
    const ordenId = d.pertenece;
    const orden = await obtenerCobertura(this.db, ordenId);
    if (!orden || orden.formato !== 0 || !puedeVerSede(contexto.usuario!, orden.sede)) throw new NoEncontrado(M.noEncontrada);
    const base = codigoBase({
      formato: 1,
      tipoEntidad: ((await this.entidad(orden.entidad))?.tipo ?? 1) as TipoEps,
      pacienteCodigo: paciente.codigo,
      fecha: d.fecha,
      ordenCodigo: orden.codigo,
    });
    const fechaHoy = hoy(this.reloj);
    const codigo = await this.conCodigoUnico(base, false, async (codigo) => {
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
        alChocarClave,
        contexto,
      });
    });
    return { id, codigo, mensaje: M.autorizacionRegistrada };
  }

  async registrarParticular(d: RegistrarParticularDto, contexto: ContextoPeticion): Promise<Registrada> {
    const [paciente, especialidades] = await Promise.all([this.paciente(d.paciente, contexto), this.especialidades()]);
    const id = randomUUID();
    const base = codigoBase({ formato: 2, pacienteCodigo: paciente.codigo, fecha: d.fecha });
    const codigo = await this.conCodigoUnico(base, false, (codigo) =>
      this.registrarUno(id, codigo, contexto, (estado) => decidirParticular(estado, { ...d, id, codigo, paciente, especialidades })),
    );
    return { id, codigo, mensaje: M.servicioRegistrado };
  }

  async registrarConvenio(d: RegistrarConvenioDto, contexto: ContextoPeticion): Promise<Registrada> {
    const [paciente, especialidades] = await Promise.all([this.paciente(d.paciente, contexto), this.especialidades()]);
    const id = randomUUID();
    const base = codigoBase({ formato: 3, pacienteCodigo: paciente.codigo, fecha: d.fecha });
    const codigo = await this.conCodigoUnico(base, false, (codigo) =>
      this.registrarUno(id, codigo, contexto, (estado) => decidirConvenio(estado, { ...d, id, codigo, paciente, especialidades })),
    );
    return { id, codigo, mensaje: M.servicioRegistrado };
  }

  /** Another site's coverage answers exactly as a missing one. */
  async verificarAlcance(id: string, contexto: ContextoPeticion) {
    const c = await ubicarCobertura(this.db, id);
    if (!c || !contexto.usuario || !puedeVerSede(contexto.usuario, c.sede)) throw new NoEncontrado(M.noEncontrada);
  }

  async ajustar(id: string, d: AjustarDto, contexto: ContextoPeticion): Promise<{ mensaje: string }> {
    await this.verificarAlcance(id, contexto);
    // The expiry never moves before a pending session; the sessions come from their read model.
    const pendientes = d.fechaVencimiento && esFechaValida(d.fechaVencimiento) ? await sesionesPendientesDespuesDe(this.db, id, d.fechaVencimiento) : [];
    await this.ejecutor.ejecutar({
      streamId: streamCobertura(id),
      agregado: agregadoCobertura,
      contexto,
      decidir: (estado) => decidirAjuste(estado, id, d, pendientes),
    });
    return { mensaje: M.ajustada };
  }

  async cancelar(id: string, contexto: ContextoPeticion): Promise<{ mensaje: string }> {
    await this.verificarAlcance(id, contexto);
    // The orders report (spec 1 §4) deactivates single authorizations; cancelling an order is authorization management's.
    const soloAutorizaciones = !contexto.usuario?.permisos.has('dashboard.gestion-ordenes');
    const decidir = (estado: EstadoCobertura) => {
      if (soloAutorizaciones && estado.existe && estado.formato === 0) throw new ReglaIncumplida(M.ordenSoloDesdeGestion, 'prohibido');
      return decidirCancelacion(estado, id);
    };
    const [e] = (await this.ejecutor.ejecutar({ streamId: streamCobertura(id), agregado: agregadoCobertura, contexto, decidir })) as unknown as {
      datos: { formato: 0 | 1 | 2 | 3 };
    }[];
    return { mensaje: mensajeDeCancelacion(e.datos.formato) };
  }
}
