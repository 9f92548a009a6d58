import { Inject, Injectable } from '@nestjs/common';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { ubicarPaciente } from '@avanti/libs/admisiones/lecturas/pacientes';
import { puedeVerSede } from '../../acceso/autorizacion/alcance-sede.js';
import type { UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { DB } from '../../infrastructure/tokens.js';
import { MENSAJES_PACIENTE } from './domain/paciente.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Site scoping of patients (spec 1 §6): a patient of a site the user may not see answers exactly as
 * one that does not exist (404), for reads and for commands alike.
 */
@Injectable()
export class AlcancePacientes {
  constructor(@Inject(DB) private readonly db: Db) {}

  async verificar(usuario: UsuarioAutenticado | null, id: string, mensaje: string = MENSAJES_PACIENTE.noEncontrado) {
    if (!UUID.test(id) || !usuario) throw new NoEncontrado(mensaje);
    const paciente = await ubicarPaciente(this.db, id);
    if (!paciente || !puedeVerSede(usuario, paciente.sede)) throw new NoEncontrado(mensaje);
    return paciente;
  }
}
