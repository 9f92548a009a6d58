import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AlmacenArchivos } from '@avanti/libs/archivos/almacen-archivos';
import { revisarArchivo } from '@avanti/libs/archivos/archivo-revisado';
import { MENSAJES_HISTORIA as M, TIPOS_EXAMEN } from '@avanti/libs/contratos/historia-clinica';
import type { Db } from '@avanti/libs/database/conexion';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamHistoria, type Autor, type Diagnostico, type EventoHistoria } from '@avanti/libs/eventos/historia-clinica';
import { cie10PorCodigo, itemsActivos } from '@avanti/libs/lecturas/catalogos';
import { motivoDelPaciente } from '@avanti/libs/lecturas/historia-clinica';
import { hoy, type Reloj } from '@avanti/libs/reloj/reloj';
import { EjecutorDeComandos } from '../../infrastructure/comandos/ejecutor.js';
import type { ContextoPeticion } from '../../infrastructure/http/contexto.js';
import { DB, RELOJ } from '../../infrastructure/tokens.js';
import { AccesoHistoria } from './acceso-historia.js';
import {
  agregadoHistoria,
  decidirAntecedente,
  decidirDiagnostico,
  decidirExamen,
  decidirImpresion,
  decidirMotivo,
  decidirPlan,
  decidirVerificacion,
  type EstadoHistoria,
} from './domain/historia.js';
import type {
  ActualizarDiagnosticoDto,
  RegistrarAntecedenteDto,
  RegistrarImpresionDto,
  RegistrarMotivoHcDto,
  RegistrarPlanDto,
  VerificarMotivoDto,
} from './historia.dto.js';
import type { ArchivoSubido } from '../../infrastructure/http/archivo-subido.js';

export const MAX_MB_EXAMEN = 10;
export const MAX_BYTES_EXAMEN = MAX_MB_EXAMEN * 1024 * 1024;

export type { ArchivoSubido };

/** The history's commands: each checks access, reads what it must, decides and appends to the patient's history stream. */
@Injectable()
export class HistoriaClinicaComandos {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
    private readonly ejecutor: EjecutorDeComandos,
    private readonly acceso: AccesoHistoria,
    private readonly almacen: AlmacenArchivos,
  ) {}

  private autor(contexto: ContextoPeticion): Autor {
    const u = contexto.usuario!;
    return { usuarioId: u.id, terapeuta: `${u.nombres} ${u.apellidos}`.trim() || u.usuario };
  }

  private async anexar(contexto: ContextoPeticion, pacienteId: string, decidir: (estado: EstadoHistoria) => EventoHistoria[]) {
    await this.ejecutor.ejecutar({ streamId: streamHistoria(pacienteId), agregado: agregadoHistoria, contexto, decidir });
  }

  /** CIE-10 codes (with or without the dot) and DSM-IV ids as diagnoses with their text; an unknown one is refused. */
  private async diagnosticos(cie10?: string[] | null, dsm?: string[] | null): Promise<Diagnostico[]> {
    // Optional lists: null is absent, like undefined.
    const codigos = [...new Set((cie10 ?? []).map((c) => c.replace('.', '').trim().toUpperCase()))];
    const encontrados = await cie10PorCodigo(this.db, codigos);
    const faltante = codigos.find((c) => !encontrados.some((e) => e.codigo === c));
    if (faltante) throw new ReglaIncumplida(M.diagnosticoDesconocido(faltante), 'invalido');
    const ids = [...new Set(dsm ?? [])];
    const items = await itemsActivos(this.db, 2, ids);
    const sinItem = ids.find((id) => !items.some((i) => i.id === id));
    if (sinItem) throw new ReglaIncumplida(M.diagnosticoDesconocido(sinItem.slice(0, 40)), 'invalido');
    return [
      ...codigos.map((c) => ({ sistema: 'cie10' as const, codigo: c, descripcion: encontrados.find((e) => e.codigo === c)!.descripcion })),
      ...ids.map((id) => ({ sistema: 'dsm' as const, codigo: id, descripcion: items.find((i) => i.id === id)!.descripcion })),
    ];
  }

  async motivo(contexto: ContextoPeticion, pacienteId: string, d: RegistrarMotivoHcDto) {
    await this.acceso.escribir(contexto, pacienteId);
    const id = randomUUID();
    await this.anexar(contexto, pacienteId, () => decidirMotivo({ ...this.autor(contexto), pacienteId, id, fecha: hoy(this.reloj), ...d }));
    return { id, mensaje: M.motivoRegistrado };
  }

  async verificar(contexto: ContextoPeticion, pacienteId: string, motivoId: string, d: VerificarMotivoDto) {
    await this.acceso.escribir(contexto, pacienteId);
    const motivo = await motivoDelPaciente(this.db, pacienteId, motivoId);
    const ids = [...new Set(d.terminos)];
    const terminos = await itemsActivos(this.db, 3, ids);
    if (terminos.length !== ids.length) throw new ReglaIncumplida(M.terminoInvalido, 'invalido');
    await this.anexar(contexto, pacienteId, (estado) =>
      decidirVerificacion(estado, motivo, {
        ...this.autor(contexto),
        pacienteId,
        fecha: hoy(this.reloj),
        fechaVerificacion: d.fecha,
        terminos,
        observaciones: d.observaciones,
      }),
    );
    return { id: motivoId, mensaje: M.motivoVerificado };
  }

  async antecedente(contexto: ContextoPeticion, pacienteId: string, d: RegistrarAntecedenteDto) {
    await this.acceso.escribir(contexto, pacienteId);
    const id = randomUUID();
    await this.anexar(contexto, pacienteId, () => decidirAntecedente({ ...this.autor(contexto), pacienteId, id, fecha: hoy(this.reloj), ...d }));
    return { id, mensaje: M.antecedenteRegistrado };
  }

  async impresion(contexto: ContextoPeticion, pacienteId: string, d: RegistrarImpresionDto) {
    await this.acceso.escribir(contexto, pacienteId);
    const diagnosticos = await this.diagnosticos(d.cie10, d.dsm);
    const id = randomUUID();
    await this.anexar(contexto, pacienteId, () =>
      decidirImpresion({ ...this.autor(contexto), pacienteId, id, fecha: hoy(this.reloj), descripcion: d.descripcion, diagnosticos }),
    );
    return { id, mensaje: M.impresionRegistrada };
  }

  async diagnostico(contexto: ContextoPeticion, pacienteId: string, d: ActualizarDiagnosticoDto) {
    await this.acceso.escribir(contexto, pacienteId);
    const diagnosticos = await this.diagnosticos(d.cie10, d.dsm);
    await this.anexar(contexto, pacienteId, (estado) =>
      decidirDiagnostico(estado, { ...this.autor(contexto), pacienteId, fecha: hoy(this.reloj), impresionId: d.impresionId, diagnosticos }),
    );
    return { id: d.impresionId, mensaje: M.diagnosticoActualizado };
  }

  async examen(contexto: ContextoPeticion, pacienteId: string, campos: Record<string, unknown>, archivo: ArchivoSubido | undefined) {
    await this.acceso.escribir(contexto, pacienteId);
    const tipo = Number(campos.tipo);
    if (!TIPOS_EXAMEN.some((t) => t.codigo === tipo)) throw new ReglaIncumplida(M.tipoExamenInvalido, 'invalido');
    const nombreExamen = typeof campos.nombreExamen === 'string' ? campos.nombreExamen : '';
    if (!nombreExamen.trim()) throw new ReglaIncumplida(M.nombreExamenObligatorio, 'invalido');
    if (!archivo || archivo.size === 0) throw new ReglaIncumplida(M.archivoObligatorio, 'invalido');
    if (archivo.size > MAX_BYTES_EXAMEN) throw new ReglaIncumplida(M.archivoGrande(MAX_MB_EXAMEN), 'invalido');
    const revisado = await revisarArchivo(archivo.buffer);
    if (!revisado) throw new ReglaIncumplida(M.archivoTipo, 'invalido');
    const formato = revisado.tipo;
    const id = randomUUID();
    const ruta = `historias/${pacienteId}/examen-${id}.${formato}`;
    await this.almacen.guardar(ruta, revisado.datos);
    try {
      const guardado = { archivo: ruta, tipo: formato, tamano: revisado.datos.length, nombreOriginal: archivo.originalname.slice(0, 200) };
      await this.anexar(contexto, pacienteId, () =>
        decidirExamen({ ...this.autor(contexto), pacienteId, id, fecha: hoy(this.reloj), tipo, nombreExamen, archivo: guardado }),
      );
    } catch (error) {
      await this.almacen.borrar(ruta).catch(() => undefined);
      throw error;
    }
    return { id, mensaje: M.examenCargado };
  }

  async plan(contexto: ContextoPeticion, pacienteId: string, d: RegistrarPlanDto) {
    await this.acceso.escribir(contexto, pacienteId);
    const cie10 = await this.diagnosticos(d.cie10, []);
    const id = randomUUID();
    await this.anexar(contexto, pacienteId, () => decidirPlan({ ...this.autor(contexto), pacienteId, id, fecha: hoy(this.reloj), ...d, cie10 }));
    return { id, mensaje: M.planRegistrado };
  }
}
