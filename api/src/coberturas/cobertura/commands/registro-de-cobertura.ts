import { Inject, Injectable } from '@nestjs/common';
import type { Db } from '@avanti/libs/database/conexion';
import { esStreamClave, reservarClave } from '@avanti/libs/dominio/claves';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { CLAVE_CODIGO_COBERTURA, streamCobertura, type EventoCobertura, type TipoEps } from '@avanti/libs/coberturas/eventos';
import { listarEspecialidades, pacienteParaCobertura, ubicarCobertura } from '@avanti/libs/coberturas/lecturas/coberturas';
import { obtenerEps } from '@avanti/libs/coberturas/lecturas/eps';
import { puedeVerSede } from '../../../acceso/autorizacion/alcance-sede.js';
import { EjecutorDeComandos } from '../../../infrastructure/comandos/ejecutor.js';
import type { ContextoPeticion } from '../../../infrastructure/http/contexto.js';
import { DB } from '../../../infrastructure/tokens.js';
import { agregadoCobertura, conSufijo, MENSAJES_COBERTURA as M, type EntidadParaCobertura, type EstadoCobertura } from '../domain/cobertura.js';

/** A generated code already taken: try the next suffix. */
class CodigoOcupado extends ReglaIncumplida {
  constructor() {
    super('código ocupado');
  }
}
/** The executor's answer when the code's key stream is already taken. */
export const alChocarCodigo = (stream: string) => (esStreamClave(stream, CLAVE_CODIGO_COBERTURA) ? new CodigoOcupado() : null);
const MAX_SUFIJO = 99;

/** Another site's coverage answers exactly as a missing one. */
export async function verificarAlcance(db: Db, id: string, contexto: ContextoPeticion): Promise<void> {
  const c = await ubicarCobertura(db, id);
  if (!c || !contexto.usuario || !puedeVerSede(contexto.usuario, c.sede)) throw new NoEncontrado(M.noEncontrada);
}

/**
 * What the four registration handlers share (spec 1 'Service intake'): the patient within the user's sites, the
 * insurer, the specialties' catalogue, and the unique code (the generated one with its same-day suffix, or the typed one).
 */
@Injectable()
export class RegistroDeCobertura {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
  ) {}

  async paciente(id: string, contexto: ContextoPeticion) {
    const p = await pacienteParaCobertura(this.db, id);
    if (!p || !contexto.usuario || !puedeVerSede(contexto.usuario, p.sede)) throw new NoEncontrado(M.pacienteNoEncontrado);
    return p;
  }

  async entidad(id: string | null | undefined): Promise<EntidadParaCobertura | null> {
    if (!id) return null;
    const e = await obtenerEps(this.db, id);
    return e ? { id: e.id, nombre: e.nombre, tipo: e.tipo as TipoEps, estado: e.estado } : null;
  }

  async especialidades() {
    return new Map((await listarEspecialidades(this.db)).map((e) => [e.codigo, e]));
  }

  /** Tries the code, then `-2`, `-3`... while another coverage holds it; a typed code is refused instead. */
  async conCodigoUnico(base: string, tecleado: boolean, registrar: (codigo: string) => Promise<unknown>): Promise<string> {
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

  /** One coverage's stream and its code's key, in one append. */
  registrarUno(id: string, codigo: string, contexto: ContextoPeticion, decidir: (estado: EstadoCobertura) => EventoCobertura[]) {
    return this.ejecutor.ejecutar({
      streamId: streamCobertura(id),
      agregado: agregadoCobertura,
      contexto,
      decidir: (estado) => ({ eventos: decidir(estado), ademas: [reservarClave(CLAVE_CODIGO_COBERTURA, codigo, id)] }),
      alChocarClave: alChocarCodigo,
    });
  }
}
