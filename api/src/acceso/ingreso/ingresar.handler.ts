import { HttpException, HttpStatus, Inject, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import argon2 from 'argon2';
import { eq, sql } from 'drizzle-orm';
import { MENSAJE_DEMASIADOS_INTENTOS, type ClaveIngreso } from '@avanti/libs/acceso/limitador-ingresos';
import { CATALOGO_PERMISOS } from '@avanti/libs/acceso/catalogo-permisos';
import { inicioPorRol } from '@avanti/libs/acceso/roles-predeterminados';
import type { Db } from '@avanti/libs/database/conexion';
import { roles, sedes, usuarios } from '@avanti/libs/database/schema/index';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { Reloj } from '@avanti/libs/reloj/reloj';
import { metadataDe } from '../../infrastructure/comandos/ejecutor.js';
import { DB, EVENT_STORE, RELOJ } from '../../infrastructure/tokens.js';
import { SesionesService } from '../autorizacion/sesiones.service.js';
import { Ingresar, type Ingreso } from './ingresar.command.js';
import { LimitadorDeIngresos } from './limitador.provider.js';

export const MENSAJE_INGRESO_FALLIDO = 'Usuario o contraseña incorrectos!';
export const MENSAJE_USUARIO_INHABILITADO = 'Usuario inhabilitado. Comuníquese con el administrador.';
export const MENSAJE_ROL_INHABILITADO = 'Su rol está inhabilitado. Comuníquese con el administrador.';

/** Compared against when the user does not exist, so a wrong user costs the same time as a wrong password. */
const HASH_SEÑUELO = argon2.hash('señuelo-avanti');

@CommandHandler(Ingresar)
export class IngresarHandler implements ICommandHandler<Ingresar> {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RELOJ) private readonly reloj: Reloj,
    private readonly sesiones: SesionesService,
    private readonly limitador: LimitadorDeIngresos,
  ) {}

  async execute({ datos, contexto }: Ingresar): Promise<Ingreso> {
    const nombreUsuario = datos.usuario.trim().toLowerCase();
    const claveUsuario: ClaveIngreso = { tipo: 'usuario', valor: nombreUsuario };
    const claves: ClaveIngreso[] = contexto.ip ? [claveUsuario, { tipo: 'direccion', valor: contexto.ip }] : [claveUsuario];
    // Checked before the password: a blocked user cannot keep guessing, even the right password.
    if (await this.limitador.bloqueado(claves)) {
      throw new HttpException({ mensaje: MENSAJE_DEMASIADOS_INTENTOS }, HttpStatus.TOO_MANY_REQUESTS);
    }
    const [u] = await this.db
      .select({
        id: usuarios.id,
        usuario: usuarios.usuario,
        hash: usuarios.passwordHash,
        nombres: usuarios.nombres,
        apellidos: usuarios.apellidos,
        rol: usuarios.rolId,
        sede: usuarios.sedeId,
        sedeNombre: sedes.nombre,
        estado: usuarios.estado,
        versionSesion: usuarios.versionSesion,
        rolEstado: roles.estado,
      })
      .from(usuarios)
      .innerJoin(roles, eq(roles.id, usuarios.rolId))
      .innerJoin(sedes, eq(sedes.id, usuarios.sedeId))
      .where(eq(sql`lower(${usuarios.usuario})`, nombreUsuario));
    const correcta = await argon2.verify(u?.hash ?? (await HASH_SEÑUELO), datos.password).catch(() => false);
    if (!u || !correcta) {
      await this.registrarFallo(nombreUsuario, u ? 'contraseña incorrecta' : 'usuario desconocido', contexto, claves);
      throw new UnauthorizedException({ mensaje: MENSAJE_INGRESO_FALLIDO });
    }
    if (u.estado !== 1) {
      await this.registrarFallo(nombreUsuario, 'usuario inhabilitado', contexto, claves);
      throw new UnauthorizedException({ mensaje: MENSAJE_USUARIO_INHABILITADO });
    }
    if (u.rolEstado !== 1) {
      await this.registrarFallo(nombreUsuario, 'rol inhabilitado', contexto, claves);
      throw new UnauthorizedException({ mensaje: MENSAJE_ROL_INHABILITADO });
    }
    await this.limitador.limpiar(claveUsuario);
    const token = await this.sesiones.emitir({ sub: u.id, usuario: u.usuario, rol: u.rol, sede: u.sede, ver: u.versionSesion });
    return {
      token,
      usuario: { id: u.id, usuario: u.usuario, nombres: u.nombres, apellidos: u.apellidos, rol: u.rol, sede: u.sede, sedeNombre: u.sedeNombre },
      inicio: await this.inicio(u.rol),
    };
  }

  /** The spec's landing for the role; a role without that screen (e.g. a new one) lands on its first permitted screen. */
  private async inicio(rol: number): Promise<string> {
    const porRol = inicioPorRol(rol);
    const permisos = await this.sesiones.permisosDeRol(rol);
    const permitidas = CATALOGO_PERMISOS.filter((d) => d.ruta !== null && permisos.has(d.id)).map((d) => d.ruta as string);
    return permitidas.length === 0 || permitidas.includes(porRol) ? porRol : permitidas[0];
  }

  private async registrarFallo(usuario: string, motivo: string, contexto: Ingresar['contexto'], claves: ClaveIngreso[]): Promise<void> {
    await this.limitador.registrarFallo(claves);
    await this.store.anexar(
      [{ streamId: `ingresos-${usuario.slice(0, 100)}`, versionEsperada: 'cualquiera', eventos: [{ tipo: 'IngresoFallido', datos: { usuario, motivo } }] }],
      metadataDe({ ...contexto, usuario: null }, this.reloj),
    );
  }
}
