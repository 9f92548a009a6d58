import { Inject, Injectable } from '@nestjs/common';
import { MENSAJES_HISTORIA as M } from '@avanti/libs/historia-clinica/contrato-lecturas';
import type { Db } from '@avanti/libs/database/conexion';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamHistoria, type Autor, type Diagnostico, type EventoHistoria } from '@avanti/libs/historia-clinica/eventos';
import { cie10PorCodigo, itemsActivos } from '@avanti/libs/catalogos/index';
import { EjecutorDeComandos } from '../../../infrastructure/comandos/ejecutor.js';
import type { ContextoPeticion } from '../../../infrastructure/http/contexto.js';
import { DB } from '../../../infrastructure/tokens.js';
import { agregadoHistoria, type EstadoHistoria } from '../domain/historia.js';

/** The entry's author: who writes it, named as the history shows them. */
export function autorDe(contexto: ContextoPeticion): Autor {
  const u = contexto.usuario!;
  return { usuarioId: u.id, terapeuta: `${u.nombres} ${u.apellidos}`.trim() || u.usuario };
}

/**
 * What the history's commands share (each has its folder, commands/<verbo>/, and its handler on the CommandBus):
 * the diagnoses looked up in the catalogues and the append to the patient's history stream.
 */
@Injectable()
export class EscritorDeHistoria {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly ejecutor: EjecutorDeComandos,
  ) {}

  /** Reads the patient's history stream, folds it, decides and appends with the version read (decision 0012's retry). */
  async anexar(contexto: ContextoPeticion, pacienteId: string, decidir: (estado: EstadoHistoria) => EventoHistoria[]): Promise<void> {
    await this.ejecutor.ejecutar({ streamId: streamHistoria(pacienteId), agregado: agregadoHistoria, contexto, decidir });
  }

  /** CIE-10 codes (with or without the dot) and DSM-IV ids as diagnoses with their text; an unknown one is refused. */
  async diagnosticos(cie10?: string[] | null, dsm?: string[] | null): Promise<Diagnostico[]> {
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
}
