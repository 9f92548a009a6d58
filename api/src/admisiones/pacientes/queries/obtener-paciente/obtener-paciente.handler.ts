import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AlmacenArchivos } from '@avanti/libs/files/almacen-archivos';
import { MIME } from '@avanti/libs/files/tipo-de-archivo';
import type { Db } from '@avanti/libs/database/conexion';
import { NoEncontrado } from '@avanti/libs/dominio/errores';
import { listarAcudientes, listarMotivos, obtenerPaciente } from '@avanti/libs/admisiones/lecturas/pacientes';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { DB, RELOJ } from '../../../../infrastructure/tokens.js';
import { AlcancePacientes } from '../../alcance.js';
import { NOMBRES_DOCUMENTO } from '../../commands/guardar-documentos/guardar-documentos.handler.js';
import { MENSAJES_PACIENTE } from '../../domain/paciente.js';
import { ListarAcudientes, ListarMotivos, ObtenerDocumento, ObtenerPaciente, type DocumentoDescargable } from './obtener-paciente.query.js';

@QueryHandler(ObtenerPaciente)
export class ObtenerPacienteHandler implements IQueryHandler<ObtenerPaciente> {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RELOJ) private readonly reloj: Reloj,
    private readonly alcance: AlcancePacientes,
  ) {}

  async execute({ id, usuario }: ObtenerPaciente) {
    await this.alcance.verificar(usuario, id);
    const paciente = await obtenerPaciente(this.db, id, hoy(this.reloj));
    if (!paciente) throw new NoEncontrado(MENSAJES_PACIENTE.noEncontrado);
    return paciente;
  }
}

@QueryHandler(ListarAcudientes)
export class ListarAcudientesHandler implements IQueryHandler<ListarAcudientes> {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly alcance: AlcancePacientes,
  ) {}

  async execute({ id, usuario }: ListarAcudientes) {
    await this.alcance.verificar(usuario, id);
    return listarAcudientes(this.db, id);
  }
}

@QueryHandler(ListarMotivos)
export class ListarMotivosHandler implements IQueryHandler<ListarMotivos> {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly alcance: AlcancePacientes,
  ) {}

  async execute({ id, usuario }: ListarMotivos) {
    await this.alcance.verificar(usuario, id, MENSAJES_PACIENTE.faltanDatosPacienteMotivo);
    return listarMotivos(this.db, id);
  }
}

/** A stored document, only for users who may see the patient (same 404 as an unknown patient). */
@QueryHandler(ObtenerDocumento)
export class ObtenerDocumentoHandler implements IQueryHandler<ObtenerDocumento> {
  constructor(
    private readonly alcance: AlcancePacientes,
    private readonly almacen: AlmacenArchivos,
  ) {}

  async execute({ id, tipo, usuario }: ObtenerDocumento): Promise<DocumentoDescargable> {
    const paciente = await this.alcance.verificar(usuario, id);
    const archivo = Object.hasOwn(paciente.documentos, tipo) ? paciente.documentos[tipo] : undefined;
    if (!archivo) throw new NoEncontrado('El paciente no tiene ese documento');
    const datos = await this.almacen.leer(archivo.archivo).catch(() => {
      throw new NoEncontrado('El paciente no tiene ese documento');
    });
    const nombre = `${(NOMBRES_DOCUMENTO as Record<string, string>)[tipo] ?? tipo}.${archivo.tipo}`.replace(/\s+/g, '-');
    return { datos, mime: MIME[archivo.tipo], nombre };
  }
}
