import { ForbiddenException, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { faltaCabeceraCsrf, MENSAJE_SIN_CABECERA_CSRF } from './cookie-sesion.js';
import { METADATA_AUTENTICADO, METADATA_PERMISOS, METADATA_PUBLICO } from './decoradores.js';

export const MENSAJE_SIN_PERMISO = 'No tiene permiso para realizar esta acción';
export const MENSAJE_SESION_INVALIDA = 'Sesión no válida o expirada. Inicie sesión de nuevo.';

/**
 * Deny by default: a route opens only if it is declared public, or the token (bearer, or the admin's cookie with
 * the CSRF header when it changes something) is valid and
 * the role holds one of the permissions the route declares. A route that declares nothing is refused.
 */
@Injectable()
export class AutorizacionGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const objetivos = [ctx.getHandler(), ctx.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(METADATA_PUBLICO, objetivos)) return true;
    const peticion = ctx.switchToHttp().getRequest<Request>();
    if (faltaCabeceraCsrf(peticion)) throw new ForbiddenException({ mensaje: MENSAJE_SIN_CABECERA_CSRF });
    await super.canActivate(ctx);
    const usuario = peticion.user as UsuarioAutenticado;
    const permisos = this.reflector.getAllAndOverride<string[] | undefined>(METADATA_PERMISOS, objetivos);
    if (permisos?.some((p) => usuario.permisos.has(p))) return true;
    if (!permisos && this.reflector.getAllAndOverride<boolean>(METADATA_AUTENTICADO, objetivos)) return true;
    throw new ForbiddenException({ mensaje: MENSAJE_SIN_PERMISO });
  }

  override handleRequest<T>(error: unknown, usuario: T): T {
    if (error || !usuario) throw new UnauthorizedException({ mensaje: MENSAJE_SESION_INVALIDA });
    return usuario;
  }
}
