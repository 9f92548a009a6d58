import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RelojServidor } from '@avanti/libs/contratos/reloj';
import { hoy, ZONA_NEGOCIO, type Reloj } from '@avanti/libs/clock/reloj';
import { SoloAutenticado } from '../acceso/autorizacion/decoradores.js';
import { RELOJ } from '../infrastructure/tokens.js';

const RELOJ_SERVIDOR = {
  type: 'object',
  required: ['ahora', 'hoy', 'zona'],
  properties: {
    ahora: { type: 'string', format: 'date-time', example: '2026-11-25T04:59:00.000Z', description: 'El instante del servidor, en UTC' },
    hoy: { type: 'string', format: 'date', example: '2026-11-24', description: 'La fecha de ese instante en Bogotá' },
    zona: { type: 'string', example: ZONA_NEGOCIO },
  },
};

/**
 * The server's clock (issue 25 item 4): the admin takes "now" and "today in Bogotá" from here, keeping the
 * difference with the browser's clock, so the dates a screen proposes are the server's (a test's fixed clock too).
 */
@ApiTags('salud')
@ApiBearerAuth()
@Controller('reloj')
export class RelojController {
  constructor(@Inject(RELOJ) private readonly reloj: Reloj) {}

  @Get()
  @SoloAutenticado()
  @ApiOperation({ summary: 'La hora del servidor y la fecha de hoy en Bogotá (de aquí toma el admin "hoy")' })
  @ApiOkResponse({ schema: RELOJ_SERVIDOR })
  leer(): RelojServidor {
    const ahora = this.reloj.ahora();
    return { ahora: ahora.toISOString(), hoy: hoy({ ahora: () => ahora }), zona: ZONA_NEGOCIO };
  }
}
