import { HttpException, HttpStatus, Inject, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { eq, sql } from 'drizzle-orm';
import { mensajeEspera, type FallosDelIntento } from '@avanti/libs/acceso/limitador-ingresos';
import { clavesDeIngreso, registroDelFallo } from '@avanti/libs/acceso/politica-ingresos';
import { CATALOGO_PERMISOS } from '@avanti/libs/acceso/catalogo-permisos';
import { inicioPorRol } from '@avanti/libs/acceso/roles-predeterminados';
import type { Db } from '@avanti/libs/database/conexion';
import { roles, sedes, usuarios } from '@avanti/libs/database/schema/index';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { metadataDe } from '../../infrastructure/comandos/ejecutor.js';
import { DB, EVENT_STORE, RELOJ } from '../../infrastructure/tokens.js';
import { Contrasenas } from '../contrasenas/contrasenas.js';
import { SesionesService } from '../autorizacion/sesiones.service.js';
import { Ingresar, type Ingreso } from './ingresar.command.js';
import { LimitadorDeIngresos } from './limitador.provider.js';

export const MENSAJE_INGRESO_FALLIDO = 'Usuario o contraseña incorrectos!';
export const MENSAJE_USUARIO_INHABILITADO = 'Usuario inhabilitado. Comuníquese con el administrador.';
export const MENSAJE_ROL_INHABILITADO = 'Su rol está inhabilitado. Comuníquese con el administrador.';

export const MENSAJE_INGRESOS_SIMULTANEOS = 'Demasiados intentos de ingreso a la vez desde esta dirección. Espere 1 segundo e intente de nuevo.';
export const MENSAJE_SERVIDOR_OCUPADO = 'El servidor está atendiendo muchos ingresos a la vez. Intente de nuevo en unos segundos.';

/** A 429 (or 503) that says how long to wait; the controller copies the wait into `Retry-After`. */
export class IngresoFrenado extends HttpException {
  constructor(
    readonly segundos: number,
    mensaje = mensajeEspera(segundos),
    estado: HttpStatus = HttpStatus.TOO_MANY_REQUESTS,
  ) {
    super({ mensaje }, estado);
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

  /** A turn for the password check first: a burst beyond this process' turns is answered at once (decision 0029). */
  async execute(comando: Ingresar): Promise<Ingreso> {
    const turno = await this.limitador.turnos.tomar(comando.contexto.ip);
    if (turno.lleno !== null)
      throw turno.lleno === 'direccion'
        ? new IngresoFrenado(1, MENSAJE_INGRESOS_SIMULTANEOS)
        : new IngresoFrenado(2, MENSAJE_SERVIDOR_OCUPADO, HttpStatus.SERVICE_UNAVAILABLE);
    try {
      return await this.ingresar(comando);
    } finally {
      turno.liberar();
    }
  }

  private async ingresar({ datos, contexto }: Ingresar): Promise<Ingreso> {
    const nombreUsuario = datos.usuario.trim().toLowerCase();
    const claves = clavesDeIngreso(nombreUsuario, contexto.ip);
    // Checked, and counted as a failure until the password proves right, before the password is hashed:
    // a slowed-down attempt learns nothing, and simultaneous attempts cannot all pass one check.
    const reserva = await this.limitador.reservar(claves);
    if (reserva.fallos === null) throw new IngresoFrenado(Math.ceil(reserva.esperaMs / 1000));
    const fallos = reserva.fallos;
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
      await this.registrarFallo(nombreUsuario, u ? 'contraseña incorrecta' : 'usuario desconocido', contexto, fallos);
      throw new UnauthorizedException({ mensaje: MENSAJE_INGRESO_FALLIDO });
    }
    if (u.estado !== 1) {
      await this.registrarFallo(nombreUsuario, 'usuario inhabilitado', contexto, fallos);
      throw new UnauthorizedException({ mensaje: MENSAJE_USUARIO_INHABILITADO });
    }
    if (u.rolEstado !== 1) {
      await this.registrarFallo(nombreUsuario, 'rol inhabilitado', contexto, fallos);
      throw new UnauthorizedException({ mensaje: MENSAJE_ROL_INHABILITADO });
    }
    // Forgets the pair, and gives back only this attempt's count: one right password must not wipe an
    // attacker's failures from the address or on the account.
    await this.limitador.liberar(claves);
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
   * Records the failure (counted when the attempt was reserved) in the audit, once per burst: failures after
   * a key started slowing down are counted but leave no event (an attacker cannot flood the event log).
   */
  private async registrarFallo(usuario: string, motivo: string, contexto: Ingresar['contexto'], { par, cuenta, direccion }: FallosDelIntento): Promise<void> {
    const { registrar, esperaMs } = registroDelFallo(this.limitador.limites, { par, cuenta, direccion });
    if (!registrar) return;
    const datos = esperaMs > 0 ? { usuario, motivo, intentos: par, frenadoSegundos: Math.ceil(esperaMs / 1000) } : { usuario, motivo };
    await this.store.anexar(
      [{ streamId: `ingresos-${usuario.slice(0, 100)}`, versionEsperada: 'cualquiera', eventos: [{ tipo: 'IngresoFallido', datos }] }],
      metadataDe({ ...contexto, usuario: null }, this.reloj),
    );
  }
}
