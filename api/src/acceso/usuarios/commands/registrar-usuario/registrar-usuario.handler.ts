import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { sedes } from '@avanti/libs/database/schema/index';
import { esStreamClave, reservarClave } from '@avanti/libs/dominio/claves';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamUsuario } from '@avanti/libs/acceso/eventos';
import type { UsuarioGuardado } from '@avanti/libs/acceso/contrato';
import { obtenerRol } from '@avanti/libs/acceso/lecturas/roles';
import { obtenerUsuario } from '@avanti/libs/acceso/lecturas/usuarios';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { sedesPermitidas } from '../../../autorizacion/alcance-sede.js';
import { Contrasenas } from '../../../contrasenas/contrasenas.js';
import { exigirPuedeAsignarRol } from '../../../roles/domain/delegacion.js';
import { permisosConcedidos } from '../../alcance-usuarios.js';
import { agregadoUsuario, decidirRegistro, MENSAJES_USUARIO } from '../../domain/usuario.js';
import { RegistrarUsuario } from './registrar-usuario.command.js';

/** Registers a user; the username is a unique key (`clave-usuario-<USUARIO>`, as the seed reserves it). */
@CommandHandler(RegistrarUsuario)
export class RegistrarUsuarioHandler implements ICommandHandler<RegistrarUsuario> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    private readonly contrasenas: Contrasenas,
  ) {}

  async execute({ datos, contexto }: RegistrarUsuario): Promise<UsuarioGuardado> {
    const actor = contexto.usuario;
    const rol = await obtenerRol(this.db, datos.rol);
    if (!rol) throw new ReglaIncumplida(MENSAJES_USUARIO.rolNoEncontrado, 'invalido');
    if (rol.estado !== 1) throw new ReglaIncumplida(MENSAJES_USUARIO.rolInactivo);
    if (rol.id === 1 && actor?.rol !== 1) throw new ReglaIncumplida(MENSAJES_USUARIO.soloAdministradorAsignaAdministrador, 'prohibido');
    exigirPuedeAsignarRol(actor, await permisosConcedidos(this.db, rol.id));
    // Whoever does not see every site registers users in their own site, whatever the request says.
    const alcance = actor ? sedesPermitidas(actor) : 'todas';
    const sede = alcance === 'todas' ? datos.sede?.trim() || actor?.sede : alcance;
    if (!sede || !(await this.db.select({ id: sedes.id }).from(sedes).where(eq(sedes.id, sede))).length) {
      throw new ReglaIncumplida(MENSAJES_USUARIO.sedeNoEncontrada, 'invalido');
    }
    const id = randomUUID();
    const passwordHash = await this.contrasenas.cifrar(datos.password);
    await this.ejecutor.ejecutar({
      streamId: streamUsuario(id),
      agregado: agregadoUsuario,
      contexto,
      decidir: (estado) => {
        const eventos = decidirRegistro(estado, { id, ...datos, passwordHash, sede, correo: datos.correo ?? null });
        return { eventos, ademas: [reservarClave('usuario', eventos[0].datos.usuario, id)] };
      },
      alChocarClave: (stream) => (esStreamClave(stream, 'usuario') ? new ReglaIncumplida(MENSAJES_USUARIO.usuarioRepetido) : null),
    });
    return { ...(await obtenerUsuario(this.db, id))!, mensaje: MENSAJES_USUARIO.registrado };
  }
}
