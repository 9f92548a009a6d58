import { HttpException, HttpStatus, Inject, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { eq, sql } from 'drizzle-orm';
import { mensajeEspera, type ClaveIngreso } from '@avanti/libs/acceso/limitador-ingresos';
import { clavesDeIngreso, esperaAntesDeIntentar, registroDelFallo } from '@avanti/libs/acceso/politica-ingresos';
import { CATALOGO_PERMISOS } from '@avanti/libs/acceso/catalogo-permisos';
import { inicioPorRol } from '@avanti/libs/acceso/roles-predeterminados';
import type { Db } from '@avanti/libs/database/conexion';
import { roles, sedes, usuarios } from '@avanti/libs/database/schema/index';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { Reloj } from '@avanti/libs/reloj/reloj';
import { metadataDe } from '../../infrastructure/comandos/ejecutor.js';
import { DB, EVENT_STORE, RELOJ } from '../../infrastructure/tokens.js';
import { Contrasenas } from '../contrasenas/contrasenas.js';
import { SesionesService } from '../autorizacion/sesiones.service.js';
import { Ingresar, type Ingreso } from './ingresar.command.js';
import { LimitadorDeIngresos } from './limitador.provider.js';

export const MENSAJE_INGRESO_FALLIDO = 'Usuario o contraseña incorrectos!';
export const MENSAJE_USUARIO_INHABILITADO = 'Usuario inhabilitado. Comuníquese con el administrador.';
export const MENSAJE_ROL_INHABILITADO = 'Su rol está inhabilitado. Comuníquese con el administrador.';

/** A 429 that says how long to wait; the controller copies the wait into `Retry-After`. */
export class IngresoFrenado extends HttpException {
  constructor(readonly segundos: number) {
    super({ mensaje: mensajeEspera(segundos) }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

@CommandHandler(Ingresar)
export class IngresarHandler implements ICommandHandler<Ingresar> {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RELOJ) private readonly reloj: Reloj,
    private readonly sesiones: SesionesService,
    private readonly limitador: LimitadorDeIngresos,
    private readonly contrasenas: Contrasenas,
  ) {}

  async execute({ datos, contexto }: Ingresar): Promise<Ingreso> {
    const nombreUsuario = datos.usuario.trim().toLowerCase();
    const claves = clavesDeIngreso(nombreUsuario, contexto.ip);
    const lista = [claves.par, claves.cuenta, ...(claves.direccion ? [claves.direccion] : [])];
    const [par, cuenta, direccion = { fallos: 0, ultimoMs: 0 }] = await this.limitador.estado(lista);
    // Checked before the password: a slowed-down attempt learns nothing about it.
    const espera = esperaAntesDeIntentar(this.limitador.limites, { par, cuenta, direccion }, this.limitador.ahora());
    if (espera > 0) throw new IngresoFrenado(Math.ceil(espera / 1000));
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
    const correcta = await this.contrasenas.coincide(u?.hash, datos.password);
    if (!u || !correcta) {
      await this.registrarFallo(nombreUsuario, u ? 'contraseña incorrecta' : 'usuario desconocido', contexto, lista);
      throw new UnauthorizedException({ mensaje: MENSAJE_INGRESO_FALLIDO });
    }
    if (u.estado !== 1) {
      await this.registrarFallo(nombreUsuario, 'usuario inhabilitado', contexto, lista);
      throw new UnauthorizedException({ mensaje: MENSAJE_USUARIO_INHABILITADO });
    }
    if (u.rolEstado !== 1) {
      await this.registrarFallo(nombreUsuario, 'rol inhabilitado', contexto, lista);
      throw new UnauthorizedException({ mensaje: MENSAJE_ROL_INHABILITADO });
    }
    // Only the pair: one right password must not wipe an attacker's failures from the address or on the account.
    await this.limitador.limpiar([claves.par]);
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

  /**
   * Counts the failure and records it in the audit, once per burst: failures after a key started
   * slowing down are counted but leave no event (an attacker cannot flood the event log).
   */
  private async registrarFallo(usuario: string, motivo: string, contexto: Ingresar['contexto'], lista: ClaveIngreso[]): Promise<void> {
    const [par, cuenta, direccion = 0] = await this.limitador.registrarFallo(lista);
    const { registrar, esperaMs } = registroDelFallo(this.limitador.limites, { par, cuenta, direccion });
    if (!registrar) return;
    const datos = esperaMs > 0 ? { usuario, motivo, intentos: par, frenadoSegundos: Math.ceil(esperaMs / 1000) } : { usuario, motivo };
    await this.store.anexar(
      [{ streamId: `ingresos-${usuario.slice(0, 100)}`, versionEsperada: 'cualquiera', eventos: [{ tipo: 'IngresoFallido', datos }] }],
      metadataDe({ ...contexto, usuario: null }, this.reloj),
    );
  }
}
