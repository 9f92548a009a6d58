import { Inject, Injectable } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { HOJAS } from '@avanti/libs/excel/hojas';
import { esInformePdf, INFORMES_PDF } from '@avanti/libs/jobs/informes-pdf';
import { esRecursoExportable, puedeExportar } from '@avanti/libs/jobs/recursos-exportables';
import { obtenerExportacion, type ExportacionRegistrada } from '@avanti/libs/exportaciones/lecturas/exportaciones';
import { sedeEfectiva, sedesPermitidas } from '../../acceso/autorizacion/alcance-sede.js';
import { AccesoHistoria, PERMISO_HISTORIA } from '../../historia-clinica/historia/acceso-historia.js';
import type { ContextoPeticion, UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { DB } from '../../infrastructure/tokens.js';
import { CAPACIDAD_CONFIDENCIALES } from '../../objetivos/objetivo/commands/comandos-objetivo.js';
import { MENSAJES_EXPORTACION } from '../domain/exportacion.js';

/** Who audits sees the state of the exports asked from the sites they see, never their files. */
export const PERMISO_AUDITORIA = 'acceso.auditoria';

const comoJson = (x: unknown) => JSON.parse(JSON.stringify(x ?? {})) as unknown;

/**
 * Who may see an export and who may take its file (decision 0027). Its state (metadata): whoever asked for it, whoever
 * could generate it, and whoever audits the site it was asked from. Its file: whoever asked for it, or whoever holds
 * the rights that would let them generate the same file; a patient report taken by someone else is a read of that
 * patient's history and is recorded as one. Anyone else: 404, as if it did not exist.
 */
@Injectable()
export class AccesoExportacion {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly historia: AccesoHistoria,
  ) {}

  async estado(id: string, contexto: ContextoPeticion): Promise<ExportacionRegistrada> {
    const { fila, usuario } = await this.buscar(id, contexto);
    if (fila.usuarioId === usuario.id || this.audita(usuario, fila) || (await this.podriaGenerar(fila, contexto))) return fila;
    throw new NoEncontrado(MENSAJES_EXPORTACION.noEncontrada);
  }

  async archivo(id: string, contexto: ContextoPeticion): Promise<ExportacionRegistrada> {
    const { fila, usuario } = await this.buscar(id, contexto);
    if (fila.usuarioId === usuario.id) return fila;
    if (!(await this.podriaGenerar(fila, contexto))) throw new NoEncontrado(MENSAJES_EXPORTACION.noEncontrada);
    if (fila.pacienteId && fila.estado === 'completado') await this.historia.leer(contexto, fila.pacienteId, 'informe exportado');
    return fila;
  }

  private async buscar(id: string, contexto: ContextoPeticion) {
    const fila = await obtenerExportacion(this.db, id);
    if (!fila || !contexto.usuario) throw new NoEncontrado(MENSAJES_EXPORTACION.noEncontrada);
    return { fila, usuario: contexto.usuario };
  }

  /** An auditor of the site the export was asked from (one asked with no site: only whoever sees every site). */
  private audita(usuario: UsuarioAutenticado, fila: ExportacionRegistrada): boolean {
    return usuario.permisos.has(PERMISO_AUDITORIA) && (sedesPermitidas(usuario) === 'todas' || fila.sede === usuario.sede);
  }

  /**
   * Whether asking for it again would give this person the same file: the list's permission and the same filter once
   * their own site scoping applies (an Excel list); the report's permission, its patient's site and lock, and for
   * the objectives of a period its site and the confidential capability (a PDF report).
   */
  private async podriaGenerar(fila: ExportacionRegistrada, contexto: ContextoPeticion): Promise<boolean> {
    const usuario = contexto.usuario!;
    if (fila.formato === 'pdf') {
      if (!esInformePdf(fila.recurso)) return false;
      const permisos = fila.recurso === 'informe-valoracion' ? [INFORMES_PDF[fila.recurso].permiso, PERMISO_HISTORIA] : [INFORMES_PDF[fila.recurso].permiso];
      if (!permisos.some((p) => usuario.permisos.has(p))) return false;
      if (fila.pacienteId && !(await this.abre(contexto, fila.pacienteId))) return false;
      if (fila.recurso !== 'informe-objetivos-periodo') return true;
      const sede = ((fila.filtro ?? {}) as { sede?: string | null }).sede ?? null;
      return sedeEfectiva(usuario, sede) === sede && usuario.permisos.has(CAPACIDAD_CONFIDENCIALES);
    }
    if (!esRecursoExportable(fila.recurso) || !puedeExportar(fila.recurso, usuario.permisos)) return false;
    try {
      return isDeepStrictEqual(comoJson(HOJAS[fila.recurso].leerFiltro(fila.filtro as Record<string, unknown>, usuario)), comoJson(fila.filtro));
    } catch (e) {
      if (e instanceof ReglaIncumplida) return false;
      throw e;
    }
  }

  /** The history's own rule for the patient (site, then lock), without recording a read. */
  private abre(contexto: ContextoPeticion, pacienteId: string): Promise<boolean> {
    return this.historia.abrir(contexto, pacienteId).then(
      () => true,
      (e: unknown) => {
        if (e instanceof NoEncontrado || e instanceof ReglaIncumplida) return false;
        throw e;
      },
    );
  }
}
