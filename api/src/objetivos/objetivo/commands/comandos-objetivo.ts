import { Inject, Injectable } from '@nestjs/common';
import { MENSAJES_OBJETIVOS as M } from '@avanti/libs/objetivos/contrato-lecturas';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { obtenerObjetivo, pacienteParaObjetivos } from '@avanti/libs/objetivos/lecturas/objetivos';
import { puedeVerSede } from '../../../acceso/autorizacion/alcance-sede.js';
import type { UsuarioAutenticado } from '../../../infrastructure/http/contexto.js';
import { DB } from '../../../infrastructure/tokens.js';
import { PSICOLOGIA } from '../domain/objetivo.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CAPACIDAD_CONFIDENCIALES = 'capacidad.ver-historias-confidenciales';

/** DOMAIN 'Clinical history': psychology objectives of a locked patient only for the locking user and the capability. */
export const puedeVerObjetivos = (especialidad: number, bloqueadoPara: string | null, usuario: UsuarioAutenticado): boolean =>
  especialidad !== PSICOLOGIA || bloqueadoPara === null || bloqueadoPara === usuario.id || usuario.permisos.has(CAPACIDAD_CONFIDENCIALES);

export const nombreDe = (u: UsuarioAutenticado) => `${u.nombres} ${u.apellidos}`.trim() || u.usuario;

/**
 * What the objectives' commands and reads share: the patient and the objective a user may reach (spec 2 'Objectives
 * and achievements'). Create, rate and extend each have their folder (commands/<verbo>/) and handler on the CommandBus.
 */
@Injectable()
export class ComandosObjetivo {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** A patient of a site the user may not see answers as one that does not exist. */
  async paciente(usuario: UsuarioAutenticado, id: string | null | undefined) {
    const paciente = typeof id === 'string' && UUID.test(id) ? await pacienteParaObjetivos(this.db, id) : null;
    if (!paciente || !puedeVerSede(usuario, paciente.sede)) throw new NoEncontrado(M.pacienteNoEncontrado);
    return paciente;
  }

  /** The objective, visible to this user (site, then confidentiality with the spec's words). */
  async abrir(usuario: UsuarioAutenticado, id: string) {
    const fila = UUID.test(id) ? await obtenerObjetivo(this.db, id) : null;
    if (!fila || !puedeVerSede(usuario, fila.sede)) throw new NoEncontrado(M.noEncontrado);
    if (!puedeVerObjetivos(fila.o.especialidad, fila.bloqueadoPara, usuario)) throw new ReglaIncumplida(M.confidencial, 'prohibido');
    return fila.o;
  }
}
