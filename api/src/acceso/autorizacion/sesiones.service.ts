import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@avanti/libs/database/conexion';
import { permisosRol, roles, usuarios } from '@avanti/libs/database/schema/index';
import type { UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { MarcaDelRegistro } from '../../infrastructure/http/marca-del-registro.js';
import { DB } from '../../infrastructure/tokens.js';
import { SesionesActivasDelServidor } from './sesiones-activas.provider.js';

export interface CargaToken {
  sub: string;
  usuario: string;
  rol: number;
  sede: string;
  /** The user's session version when the token was issued. */
  ver: number;
  /** The session this token belongs to: signing out or 15 minutes unused close it (issue 23). */
  sid: string;
}

/** Users checked while the log stood at this mark; the memo is emptied past this many. */
const TOPE_VIGENTES = 5_000;
/** What the sign-in check reads: only events that write these retire a remembered user (decision 0053). */
const TABLAS_DE_LA_SESION = [usuarios, roles, permisosRol];

/**
 * Tokens are signed JWTs that expire; on every request the user is checked again, so a deactivated
 * user, a disabled role or a changed password ends older tokens at once. Users, roles and permissions are
 * written inline, so what was read stays true while the event log's mark has not moved (decision 0023).
 * The token's own session is asked on every request, outside that memo: a sign-out or 15 minutes unused end it
 * at once, in every api process (decision 0028).
 */
@Injectable()
export class SesionesService {
  // Read on every request: prepared once, so neither drizzle's query building nor the server's planning repeats.
  private readonly usuarioVigente;
  private readonly permisosActivos;
  private readonly vigentes = new Map<string, { marca: string; usuario: UsuarioAutenticado | null }>();

  constructor(
    private readonly jwt: JwtService,
    @Inject(DB) private readonly db: Db,
    private readonly marca: MarcaDelRegistro,
    private readonly activas: SesionesActivasDelServidor,
  ) {
    this.usuarioVigente = db
      .select({
        id: usuarios.id,
        usuario: usuarios.usuario,
        nombres: usuarios.nombres,
        apellidos: usuarios.apellidos,
        rol: usuarios.rolId,
        sede: usuarios.sedeId,
        estado: usuarios.estado,
        versionSesion: usuarios.versionSesion,
        rolEstado: roles.estado,
      })
      .from(usuarios)
      .innerJoin(roles, eq(roles.id, usuarios.rolId))
      .where(eq(usuarios.id, sql.placeholder('id')))
      .prepare('sesion_usuario_vigente');
    this.permisosActivos = db
      .select({ permiso: permisosRol.permiso })
      .from(permisosRol)
      .where(and(eq(permisosRol.rolId, sql.placeholder('rol')), eq(permisosRol.estado, 1)))
      .prepare('sesion_permisos_del_rol');
  }

  /** Opens a new session and signs its token. */
  async emitir(carga: Omit<CargaToken, 'sid'>): Promise<string> {
    const sid = randomUUID();
    await this.activas.abrir(sid);
    return this.jwt.signAsync({ ...carga, sid });
  }

  /** Signing out: the token's session closes, whatever its expiry; a token that is not ours closes nothing. */
  async cerrar(token: string): Promise<void> {
    const carga = await this.jwt.verifyAsync<Partial<CargaToken>>(token, { ignoreExpiration: true, algorithms: ['HS256'] }).catch(() => null);
    if (typeof carga?.sid === 'string') await this.activas.cerrarSesion(carga.sid);
  }

  /** `peticion` lets the listing that follows share the same mark. */
  async vigente(carga: CargaToken, peticion: object = {}): Promise<UsuarioAutenticado | null> {
    if (typeof carga.sid !== 'string' || !(await this.activas.usar(carga.sid))) return null;
    const clave = `${carga.sub}:${carga.ver}`;
    const antes = await this.marca.deLaPeticion(peticion, TABLAS_DE_LA_SESION);
    const visto = this.vigentes.get(clave);
    if (visto && visto.marca === antes.valor) return visto.usuario;
    const usuario = await this.leerVigente(carga);
    if (antes.estable && (await this.marca.actual(TABLAS_DE_LA_SESION)).valor === antes.valor) {
      if (this.vigentes.size >= TOPE_VIGENTES) this.vigentes.clear();
      this.vigentes.set(clave, { marca: antes.valor, usuario });
    }
    return usuario;
  }

  private async leerVigente(carga: CargaToken): Promise<UsuarioAutenticado | null> {
    const [u] = await this.usuarioVigente.execute({ id: carga.sub });
    if (!u || u.estado !== 1 || u.rolEstado !== 1 || u.versionSesion !== carga.ver) return null;
    const permisos = await this.permisosDeRol(u.rol);
    return { id: u.id, usuario: u.usuario, nombres: u.nombres, apellidos: u.apellidos, rol: u.rol, sede: u.sede, permisos };
  }

  async permisosDeRol(rol: number): Promise<Set<string>> {
    const filas = await this.permisosActivos.execute({ rol });
    return new Set(filas.map((f) => f.permiso));
  }
}
