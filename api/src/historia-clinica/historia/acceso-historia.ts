import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { MENSAJES_HISTORIA, type SeccionHistoria } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamAccesosHistoria } from '@avanti/libs/historia-clinica/eventos';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import { pacienteDeHistoria, type PacienteDeHistoria } from '@avanti/libs/historia-clinica/lecturas/historia-clinica';
import { puedeVerHistoria } from '@avanti/libs/admisiones/index';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { puedeVerSede } from '../../acceso/autorizacion/alcance-sede.js';
import { metadataDe } from '../../infrastructure/comandos/ejecutor.js';
import type { ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { DB, EVENT_STORE, RELOJ } from '../../infrastructure/tokens.js';

/** The permission of the clinical history's screen: whoever holds it reads a patient's clinical content, with the site and lock rules below. */
export const PERMISO_HISTORIA = 'historia-clinica.historia';
/** Where clinical content is read outside the history's screens, as the read audit names it. */
export type LecturaFueraDeLaHistoria = 'evolución de sesión' | 'informe exportado';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_ENCONTRADO = 'No se encontró el paciente';

/** The patient as the access log names them: 'Nombre (TI 123)'. */
export const nombreEnAccesos = (p: Pick<PacienteDeHistoria, 'nombre' | 'tipoDocumento' | 'numeroDocumento'>) =>
  `${p.nombre} (${p.tipoDocumento} ${p.numeroDocumento})`;

/** Records a read of the patient's history (HistoriaConsultada; who, role, site and when are the event's metadata). */
export async function registrarLecturaHistoria(
  store: EventStore,
  reloj: Reloj,
  contexto: ContextoPeticion,
  paciente: PacienteDeHistoria,
  seccion: string,
): Promise<void> {
  await store.anexar(
    [
      {
        streamId: streamAccesosHistoria(paciente.id),
        versionEsperada: 'cualquiera',
        eventos: [{ tipo: 'HistoriaConsultada', datos: { pacienteId: paciente.id, seccion, paciente: nombreEnAccesos(paciente) } }],
      },
    ],
    { ...metadataDe(contexto, reloj), correlacionId: contexto.correlacionId || randomUUID() },
  );
}

/**
 * The door of every history route: a patient of a site the user may not see answers as one that does not
 * exist (404); a confidential history only to the locking user and holders of
 * 'capacidad.ver-historias-confidenciales' (403 with the spec's words); each read is recorded.
 */
@Injectable()
export class AccesoHistoria {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async abrir(contexto: ContextoPeticion, pacienteId: string): Promise<PacienteDeHistoria> {
    const usuario = contexto.usuario;
    if (!UUID.test(pacienteId) || !usuario) throw new NoEncontrado(NO_ENCONTRADO);
    const paciente = await pacienteDeHistoria(this.db, pacienteId);
    if (!paciente || !puedeVerSede(usuario, paciente.sede)) throw new NoEncontrado(NO_ENCONTRADO);
    if (!puedeVerHistoria(paciente, usuario)) throw new ReglaIncumplida(MENSAJES_HISTORIA.confidencial, 'prohibido');
    return paciente;
  }

  /** A read: opened as above, then recorded (who, role, site and when are the event's metadata). */
  async leer(contexto: ContextoPeticion, pacienteId: string, seccion: SeccionHistoria | LecturaFueraDeLaHistoria): Promise<PacienteDeHistoria> {
    const paciente = await this.abrir(contexto, pacienteId);
    await registrarLecturaHistoria(this.store, this.reloj, contexto, paciente, seccion);
    return paciente;
  }

  /**
   * Clinical content read outside the history's screens (a session's evolution, a patient report's file): for a
   * holder of the history's permission under `abrir`'s rules (site, confidentiality) or, with `autor`, for the
   * therapist who wrote it, whatever the permission, site or lock. Recorded as a history read; null (nothing recorded)
   * for anyone else, and the caller leaves the content out or refuses.
   */
  async leerSiPuede(contexto: ContextoPeticion, pacienteId: string, seccion: LecturaFueraDeLaHistoria, autor = false): Promise<PacienteDeHistoria | null> {
    const usuario = contexto.usuario;
    if (!usuario || !UUID.test(pacienteId)) return null;
    const paciente = autor
      ? await pacienteDeHistoria(this.db, pacienteId)
      : usuario.permisos.has(PERMISO_HISTORIA)
        ? await this.abrir(contexto, pacienteId).catch((e: unknown) => {
            if (e instanceof NoEncontrado || e instanceof ReglaIncumplida) return null;
            throw e;
          })
        : null;
    if (!paciente) return null;
    await registrarLecturaHistoria(this.store, this.reloj, contexto, paciente, seccion);
    return paciente;
  }

  /** A write: opened as above, and refused for an inactive patient (the history is read-only). */
  async escribir(contexto: ContextoPeticion, pacienteId: string, faltante: string = MENSAJES_HISTORIA.faltanDatosPaciente): Promise<PacienteDeHistoria> {
    const paciente = await this.abrir(contexto, pacienteId).catch((e: unknown) => {
      throw e instanceof NoEncontrado ? new NoEncontrado(faltante) : e;
    });
    if (paciente.estado !== 1) throw new ReglaIncumplida(MENSAJES_HISTORIA.pacienteInactivo);
    return paciente;
  }
}
