import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { eq } from 'drizzle-orm';
import { clavesDeIngreso, esperaAntesDeIntentar } from '@avanti/libs/acceso/politica-ingresos';
import type { Db } from '@avanti/libs/database/conexion';
import { usuarios } from '@avanti/libs/database/schema/index';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { streamUsuario } from '@avanti/libs/acceso/eventos';
import { EjecutorDeComandos } from '../../../../infrastructure/comandos/ejecutor.js';
import { DB } from '../../../../infrastructure/tokens.js';
import { SesionesService } from '../../../autorizacion/sesiones.service.js';
import { Contrasenas } from '../../../contrasenas/contrasenas.js';
import { IngresoFrenado } from '../../../ingreso/ingresar.handler.js';
import { LimitadorDeIngresos } from '../../../ingreso/limitador.provider.js';
import { agregadoUsuario, decidirCambioPropioDeContrasena } from '../../domain/usuario.js';
import { CambiarContrasena, type ContrasenaCambiada } from './cambiar-contrasena.command.js';

export const MENSAJES_CAMBIO_CONTRASENA = {
  actualIncorrecta: 'La contraseña actual no es correcta',
  exito: 'Contraseña actualizada con éxito! Sus otras sesiones se cerraron.',
};

/**
 * 'Cambiar contraseña' for the signed-in user: the current password proves it is them (a wrong one
 * counts as a failed sign-in, so a stolen session cannot guess it); the change raises the session
 * version, which ends every other token, and this session gets a fresh one.
 */
@CommandHandler(CambiarContrasena)
export class CambiarContrasenaHandler implements ICommandHandler<CambiarContrasena> {
  constructor(
    private readonly ejecutor: EjecutorDeComandos,
    private readonly sesiones: SesionesService,
    private readonly limitador: LimitadorDeIngresos,
    @Inject(DB) private readonly db: Db,
    private readonly contrasenas: Contrasenas,
  ) {}

  async execute({ datos, contexto }: CambiarContrasena): Promise<ContrasenaCambiada> {
    const yo = contexto.usuario!;
    const claves = clavesDeIngreso(yo.usuario.toLowerCase(), contexto.ip);
    const lista = [claves.par, claves.cuenta, ...(claves.direccion ? [claves.direccion] : [])];
    const [par, cuenta, direccion = { fallos: 0, ultimoMs: 0 }] = await this.limitador.estado(lista);
    const espera = esperaAntesDeIntentar(this.limitador.limites, { par, cuenta, direccion }, this.limitador.ahora());
    if (espera > 0) throw new IngresoFrenado(Math.ceil(espera / 1000));

    const [fila] = await this.db.select({ hash: usuarios.passwordHash }).from(usuarios).where(eq(usuarios.id, yo.id));
    if (!fila || !(await this.contrasenas.coincide(fila.hash, datos.actual))) {
      await this.limitador.registrarFallo(lista);
      throw new ReglaIncumplida(MENSAJES_CAMBIO_CONTRASENA.actualIncorrecta, 'invalido');
    }
    const passwordHash = await this.contrasenas.cifrar(datos.nueva);
    await this.ejecutor.ejecutar({
      streamId: streamUsuario(yo.id),
      agregado: agregadoUsuario,
      contexto,
      decidir: (estado) => decidirCambioPropioDeContrasena(estado, { passwordHash, igualALaActual: datos.nueva === datos.actual }),
    });
    const [u] = await this.db.select({ ver: usuarios.versionSesion }).from(usuarios).where(eq(usuarios.id, yo.id));
    const token = await this.sesiones.emitir({ sub: yo.id, usuario: yo.usuario, rol: yo.rol, sede: yo.sede, ver: u.ver });
    return { mensaje: MENSAJES_CAMBIO_CONTRASENA.exito, token };
  }
}
