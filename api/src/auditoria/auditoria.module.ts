import { Module } from '@nestjs/common';
import { AuditoriaController } from './auditoria.controller.js';
import { ListarAuditoriaHandler } from './queries/listar-auditoria/listar-auditoria.handler.js';

@Module({ controllers: [AuditoriaController], providers: [ListarAuditoriaHandler] })
export class AuditoriaModule {}
