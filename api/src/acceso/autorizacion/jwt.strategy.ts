import { createSecretKey } from 'node:crypto';
import type { Request } from 'express';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { CONFIGURACION } from '../../infrastructure/tokens.js';
import { tokenDeLaPeticion } from './cookie-sesion.js';
import { SesionesService, type CargaToken } from './sesiones.service.js';

/**
 * passport-jwt checks the HS256 signature and the expiry; a token without `exp` never ends, so it is refused
 * (ours always carry one). The token comes from the bearer header or the admin's httpOnly cookie. Then its session
 * must still be open and the user active with the same session version.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(CONFIGURACION) config: Configuracion,
    private readonly sesiones: SesionesService,
  ) {
    // A KeyObject made once: given a string, jsonwebtoken first tries (and fails) to parse it as a PEM public
    // key on every request, which cost more than the rest of the guard. passport-jwt passes it through untouched.
    const clave = createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string;
    super({ jwtFromRequest: tokenDeLaPeticion, secretOrKey: clave, ignoreExpiration: false, algorithms: ['HS256'], passReqToCallback: true });
  }

  async validate(peticion: Request, carga: CargaToken & { exp?: unknown }): Promise<UsuarioAutenticado | false> {
    if (typeof carga.exp !== 'number' || !Number.isFinite(carga.exp)) return false;
    return (await this.sesiones.vigente(carga, peticion)) ?? false;
  }
}
