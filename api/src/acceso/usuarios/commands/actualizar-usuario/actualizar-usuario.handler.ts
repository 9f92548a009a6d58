import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AlmacenArchivos } from '@avanti/libs/files/almacen-archivos';
import { revisarArchivo } from '@avanti/libs/files/archivo-revisado';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { Db } from '@avanti/libs/database/conexion';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { IMAGENES_USUARIO, streamUsuario, type ImagenDeUsuarioCambiada } from '@avanti/libs/acceso/eventos';
import type { UsuarioGuardado } from '@avanti/libs/acceso/contrato';
import { obtenerRol } from '@avanti/libs/acceso/lecturas/roles';
import { obtenerUsuario } from '@avanti/libs/acceso/lecturas/usuarios';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { CONFIGURACION, DB } from '../../../../infrastructure/tokens.js';
import { Contrasenas } from '../../../contrasenas/contrasenas.js';
import { exigirPuedeModificar, permisosConcedidos, usuarioAlAlcance } from '../../alcance-usuarios.js';
import { exigirPuedeAsignarRol } from '../../../roles/domain/delegacion.js';
import { agregadoUsuario, decidirActualizacion, MENSAJES_USUARIO } from '../../domain/usuario.js';
import { ActualizarUsuario } from './actualizar-usuario.command.js';

/**
 * Edit (spec 3 §2.5): password, correo, tarjeta profesional, cédula, rol, profile photo and the
 * signature images CamFir1..CamFir3. Images are recognised by their structure (jpg or png whose
 * header decodes) and written atomically before the event that points at them; once it is recorded,
 * the files it replaced are removed (the events keep the history). Answers the user as GET serves it.
 */
@CommandHandler(ActualizarUsuario)
export class ActualizarUsuarioHandler implements ICommandHandler<ActualizarUsuario> {
  private readonly almacen: AlmacenArchivos;

  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    @Inject(DB) private readonly db: Db,
    @Inject(CONFIGURACION) config: Configuracion,
    private readonly contrasenas: Contrasenas,
  ) {
    this.almacen = new AlmacenArchivos(config.directorioArchivos);
  }

  async execute({ id, datos, archivos, contexto }: ActualizarUsuario): Promise<UsuarioGuardado> {
    const actor = contexto.usuario;
    const actual = await usuarioAlAlcance(this.db, actor, id);
    await exigirPuedeModificar(this.db, actor, actual);
    if (datos.rol !== undefined && datos.rol !== actual.rol) {
      const rol = await obtenerRol(this.db, datos.rol);
      if (!rol) throw new ReglaIncumplida(MENSAJES_USUARIO.rolNoEncontrado, 'invalido');
      if (rol.estado !== 1) throw new ReglaIncumplida(MENSAJES_USUARIO.rolInactivo);
      if (rol.id === 1 && actor?.rol !== 1) throw new ReglaIncumplida(MENSAJES_USUARIO.soloAdministradorAsignaAdministrador, 'prohibido');
      exigirPuedeAsignarRol(actor, await permisosConcedidos(this.db, rol.id));
    }
    // Check every image before storing any.
    const subidas = [];
    for (const imagen of IMAGENES_USUARIO) {
      const archivo = archivos[imagen]?.[0];
      if (!archivo) continue;
      const revisado = await revisarArchivo(archivo.buffer);
      const formato = revisado?.tipo;
      if (formato !== 'jpg' && formato !== 'png') throw new ReglaIncumplida(MENSAJES_USUARIO.imagenInvalida(imagen), 'invalido');
      subidas.push({ imagen, archivo, formato, datos: revisado!.datos });
    }
    const imagenes: ImagenDeUsuarioCambiada['datos'][] = [];
    for (const { imagen, archivo, formato, datos } of subidas) {
      const ruta = `usuarios/${id}/${imagen}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}.${formato}`;
      await this.almacen.guardar(ruta, datos);
      imagenes.push({ id, imagen, archivo: ruta, formato, bytes: datos.length, nombreOriginal: archivo.originalname?.slice(0, 200) || null });
    }
    const password = datos.password || datos.clave || undefined;
    const passwordHash = password ? await this.contrasenas.cifrar(password) : undefined;
    let reemplazadas: string[] = [];
    try {
      await this.ejecutor.ejecutar({
        streamId: streamUsuario(id),
        agregado: agregadoUsuario,
        contexto,
        decidir: (estado) => {
          reemplazadas = imagenes.map((i) => estado.imagenes[i.imagen]).filter((f): f is string => !!f);
          return decidirActualizacion(
            estado,
            {
              correo: datos.correo,
              tarjetaProfesional: datos.tarjetaProfesional,
              cedula: datos.cedula,
              rol: datos.rol,
              passwordHash,
              imagenes,
            },
            actor?.id ?? null,
          );
        },
      });
    } catch (error) {
      // Not recorded: the images just written belong to nothing.
      await Promise.all(imagenes.map((i) => this.almacen.borrar(i.archivo).catch(() => undefined)));
      throw error;
    }
    await Promise.all(reemplazadas.map((f) => this.almacen.borrar(f).catch(() => undefined)));
    return { ...(await obtenerUsuario(this.db, id))!, mensaje: MENSAJES_USUARIO.actualizado };
  }
}
