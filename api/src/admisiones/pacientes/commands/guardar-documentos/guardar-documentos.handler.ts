import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AlmacenArchivos } from '@avanti/libs/files/almacen-archivos';
import { revisarArchivo } from '@avanti/libs/files/archivo-revisado';
import type { TipoArchivo } from '@avanti/libs/files/tipo-de-archivo';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamPaciente, TIPOS_DOCUMENTO_PACIENTE, type ArchivoGuardado, type TipoDocumentoPaciente } from '@avanti/libs/admisiones/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { AlcancePacientes } from '../../alcance.js';
import { agregadoPaciente, decidirDocumentos, MENSAJES_PACIENTE } from '../../domain/paciente.js';
import type { ArchivoSubido } from '../../../../infrastructure/http/archivo-subido.js';
import { GuardarDocumentos } from './guardar-documentos.command.js';

export const MAX_MB_DOCUMENTO = 5;
export const MAX_BYTES_DOCUMENTO = MAX_MB_DOCUMENTO * 1024 * 1024;

export const NOMBRES_DOCUMENTO: Record<TipoDocumentoPaciente, string> = {
  documento: 'documento del paciente',
  documentoAcudiente: 'documento del acudiente',
  consentimiento: 'consentimiento informado',
  ordenMedica: 'orden médica',
  autorizacion: 'autorización',
  otro: 'otro documento',
  foto: 'foto',
};

/** The same names with their article, for the message of a document saved on its own. */
export const DOCUMENTO_CON_ARTICULO: Record<TipoDocumentoPaciente, string> = {
  documento: 'el documento del paciente',
  documentoAcudiente: 'el documento del acudiente',
  consentimiento: 'el consentimiento informado',
  ordenMedica: 'la orden médica',
  autorizacion: 'la autorización',
  otro: 'el otro documento',
  foto: 'la foto',
};

/**
 * The six intake documents (all required) and the optional photo; or one of them on its own (`solo`, issue 27 item 9). Each file is checked by its
 * structure (a PDF that parses, an image whose header decodes) and size, written under a new name,
 * and only then recorded by one event: a failure anywhere leaves the previous files and the previous
 * record untouched. Once recorded, the files it replaced are removed (no orphans); the events keep
 * the history of what was uploaded when.
 */
@CommandHandler(GuardarDocumentos)
export class GuardarDocumentosHandler implements ICommandHandler<GuardarDocumentos> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    private readonly alcance: AlcancePacientes,
    private readonly almacen: AlmacenArchivos,
  ) {}

  async execute({ id, datos: archivos, contexto, solo }: GuardarDocumentos): Promise<void> {
    const paciente = await this.alcance.verificar(contexto.usuario, id, MENSAJES_PACIENTE.faltanDatosPacienteDocumentos);
    if (paciente.estado !== 1) throw new ReglaIncumplida(MENSAJES_PACIENTE.inactivoDocumentos);
    const faltan = (tipos: readonly TipoDocumentoPaciente[]) => tipos.some((t) => !archivos[t] || archivos[t]!.size === 0);
    if (faltan(solo ? [solo] : TIPOS_DOCUMENTO_PACIENTE)) throw new ReglaIncumplida(MENSAJES_PACIENTE.noHayDocumentos, 'invalido');

    const tipos: TipoDocumentoPaciente[] = solo ? [solo] : [...TIPOS_DOCUMENTO_PACIENTE, ...(archivos.foto ? (['foto'] as const) : [])];
    const revisados: { t: TipoDocumentoPaciente; a: ArchivoSubido; tipo: TipoArchivo; datos: Buffer }[] = [];
    for (const t of tipos) {
      const a = archivos[t]!;
      if (a.size > MAX_BYTES_DOCUMENTO) throw new ReglaIncumplida(MENSAJES_PACIENTE.archivoGrande(NOMBRES_DOCUMENTO[t], MAX_MB_DOCUMENTO), 'invalido');
      const revisado = await revisarArchivo(a.buffer);
      const tipo = revisado?.tipo;
      if (t === 'foto' ? tipo !== 'jpg' && tipo !== 'png' : !tipo) {
        throw new ReglaIncumplida(t === 'foto' ? MENSAJES_PACIENTE.fotoTipo : MENSAJES_PACIENTE.archivoTipo(NOMBRES_DOCUMENTO[t]), 'invalido');
      }
      revisados.push({ t, a, tipo: tipo!, datos: revisado!.datos });
    }

    const escritos: string[] = [];
    try {
      const documentos: Partial<Record<TipoDocumentoPaciente, ArchivoGuardado>> = {};
      for (const { t, a, tipo, datos } of revisados) {
        const archivo = `pacientes/${id}/${t}-${randomUUID()}.${tipo}`;
        await this.almacen.guardar(archivo, datos);
        escritos.push(archivo);
        documentos[t] = { archivo, tipo, tamano: datos.length, nombreOriginal: a.originalname.slice(0, 200) };
      }
      let reemplazados: string[] = [];
      await this.ejecutor.ejecutar({
        streamId: streamPaciente(id),
        agregado: agregadoPaciente,
        contexto,
        // Read from the state the event is decided on (again after a conflict): exactly what this save replaces.
        decidir: (estado) => {
          reemplazados = revisados.map(({ t }) => estado.archivos[t]).filter((f): f is string => !!f);
          return decidirDocumentos(estado, id, documentos, !solo);
        },
      });
      escritos.length = 0;
      await Promise.all(reemplazados.map((f) => this.almacen.borrar(f).catch(() => undefined)));
    } catch (error) {
      await Promise.all(escritos.map((f) => this.almacen.borrar(f).catch(() => undefined)));
      throw error;
    }
  }
}
