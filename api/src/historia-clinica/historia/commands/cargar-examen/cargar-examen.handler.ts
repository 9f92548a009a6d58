import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AlmacenArchivos } from '@avanti/libs/files/almacen-archivos';
import { revisarArchivo } from '@avanti/libs/files/archivo-revisado';
import { MENSAJES_HISTORIA as M, TIPOS_EXAMEN } from '@avanti/libs/historia-clinica/contrato-lecturas';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EntradaHistoriaRespuesta } from '@avanti/libs/historia-clinica/contrato';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { RELOJ } from '../../../../infrastructure/tokens.js';
import { AccesoHistoria } from '../../acceso-historia.js';
import { decidirExamen } from '../../domain/historia.js';
import { autorDe, EscritorDeHistoria } from '../escritor-de-historia.js';
import { CargarExamen, MAX_BYTES_EXAMEN, MAX_MB_EXAMEN } from './cargar-examen.command.js';

/** The history first, then format, name and file in that order; the file is stored before the event and removed if the append fails. */
@CommandHandler(CargarExamen)
export class CargarExamenHandler implements ICommandHandler<CargarExamen> {
  constructor(
    private readonly acceso: AccesoHistoria,
    private readonly escritor: EscritorDeHistoria,
    private readonly almacen: AlmacenArchivos,
    @Inject(RELOJ) private readonly reloj: Reloj,
  ) {}

  async execute({ pacienteId, pedido, archivo, contexto }: CargarExamen): Promise<EntradaHistoriaRespuesta> {
    await this.acceso.escribir(contexto, pacienteId);
    const tipo = pedido.tipo;
    if (tipo === undefined || !TIPOS_EXAMEN.some((t) => t.codigo === tipo)) throw new ReglaIncumplida(M.tipoExamenInvalido, 'invalido');
    const nombreExamen = pedido.nombreExamen ?? '';
    if (!nombreExamen.trim()) throw new ReglaIncumplida(M.nombreExamenObligatorio, 'invalido');
    if (!archivo || archivo.size === 0) throw new ReglaIncumplida(M.archivoObligatorio, 'invalido');
    if (archivo.size > MAX_BYTES_EXAMEN) throw new ReglaIncumplida(M.archivoGrande(MAX_MB_EXAMEN), 'invalido');
    const revisado = await revisarArchivo(archivo.buffer);
    if (!revisado) throw new ReglaIncumplida(M.archivoTipo, 'invalido');
    const id = randomUUID();
    const ruta = `historias/${pacienteId}/examen-${id}.${revisado.tipo}`;
    await this.almacen.guardar(ruta, revisado.datos);
    try {
      const guardado = { archivo: ruta, tipo: revisado.tipo, tamano: revisado.datos.length, nombreOriginal: archivo.originalname.slice(0, 200) };
      await this.escritor.anexar(contexto, pacienteId, () =>
        decidirExamen({ ...autorDe(contexto), pacienteId, id, fecha: hoy(this.reloj), tipo, nombreExamen, archivo: guardado }),
      );
    } catch (error) {
      await this.almacen.borrar(ruta).catch(() => undefined);
      throw error;
    }
    return { id, mensaje: M.examenCargado };
  }
}
