import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { UsuarioAutenticado } from '../../infrastructure/http/contexto.js';
import { CONFIGURACION } from '../../infrastructure/tokens.js';
import { SesionesService, type CargaToken } from './sesiones.service.js';

/**
 * passport-jwt checks the HS256 signature and the expiry; a token without `exp` never ends, so it is refused
 * (ours always carry one). Then the user must still be active with the same session version.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(CONFIGURACION) config: Configuracion,
    private readonly sesiones: SesionesService,
  ) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: config.jwtSecret, ignoreExpiration: false, algorithms: ['HS256'] });
  }

  async validate(carga: CargaToken & { exp?: unknown }): Promise<UsuarioAutenticado | false> {
    if (typeof carga.exp !== 'number' || !Number.isFinite(carga.exp)) return false;
    return (await this.sesiones.vigente(carga)) ?? false;
  }
}
