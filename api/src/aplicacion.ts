import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sembrar } from './acceso/siembra/siembra.js';
import { sembrarAdmisiones } from './admisiones/siembra/siembra-admisiones.js';
import { AppModule } from './app.module.js';
import { FiltroDeErrores } from './infrastructure/http/errores.filter.js';
import { validacion } from './infrastructure/http/validacion.js';
import { prepararInfraestructura, type Infraestructura, type OpcionesInfraestructura } from './infrastructure/infraestructura.js';

const ADMIN_DIST = fileURLToPath(new URL('../../admin/dist', import.meta.url));

export interface Aplicacion {
  app: NestExpressApplication;
  infra: Infraestructura;
  cerrar(): Promise<void>;
}

/** The api as one Nest app: REST under /api, OpenAPI at /api/docs, the admin's build at /. */
export async function crearAplicacion(opciones: OpcionesInfraestructura & { registros?: boolean }): Promise<Aplicacion> {
  const infra = await prepararInfraestructura(opciones);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.con(infra), {
    logger: opciones.registros === false ? false : ['error', 'warn'],
  });
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.setGlobalPrefix('api');
  app.useGlobalPipes(validacion);
  app.useGlobalFilters(new FiltroDeErrores());
  app.enableShutdownHooks();

  const documento = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Avanti API').setDescription('Back-office de clínicas de terapia y rehabilitación').setVersion('1').addBearerAuth().build(),
  );
  SwaggerModule.setup('api/docs', app, documento, { jsonDocumentUrl: 'api/docs-json' });

  if (existsSync(ADMIN_DIST)) {
    app.useStaticAssets(ADMIN_DIST, { index: false });
    // The admin owns every other path (deep links such as /mantenimiento/mantenimientoEps).
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' || req.path.startsWith('/api')) return next();
      res.sendFile('index.html', { root: ADMIN_DIST });
    });
  }

  await app.init();
  await sembrar({ store: infra.store, db: infra.base.db, config: infra.config, reloj: infra.reloj });
  await sembrarAdmisiones({ store: infra.store, db: infra.base.db, config: infra.config, reloj: infra.reloj });
  return {
    app,
    infra,
    async cerrar() {
      await app.close();
      await infra.cerrar();
    },
  };
}
