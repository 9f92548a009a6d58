import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const METADATA_PUBLICO = 'avanti:publico';
export const METADATA_PERMISOS = 'avanti:permisos';
export const METADATA_AUTENTICADO = 'avanti:autenticado';

/** No token needed (login, health); the OpenAPI document says so (`security: []`, infrastructure/http/openapi.ts). */
export const Publico = () => applyDecorators(SetMetadata(METADATA_PUBLICO, true), ApiExtension('x-publico', true));

/** The signed-in role must hold at least one of these permissions. */
export const RequierePermiso = (...permisos: string[]) => SetMetadata(METADATA_PERMISOS, permisos);

/**
 * Any signed-in user; the handler checks what it serves (e.g. an export checks the permission of
 * the resource it exports). Use sparingly: everything else declares its permission.
 */
export const SoloAutenticado = () => SetMetadata(METADATA_AUTENTICADO, true);
