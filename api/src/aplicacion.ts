import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sembrar } from './acceso/siembra/siembra.js';
import { sembrarAdmisiones } from './admisiones/siembra/siembra-admisiones.js';
import { sembrarCatalogos } from './catalogos/siembra/siembra-catalogos.js';
import { sembrarCoberturas } from './coberturas/siembra/siembra-coberturas.js';
import { sembrarFinanzas } from './finanzas/siembra/siembra-finanzas.js';
import { sembrarObjetivos } from './objetivos/siembra/siembra-objetivos.js';
import { sembrarProgramacion } from './programacion/siembra/siembra-programacion.js';
import { AppModule } from './app.module.js';
import { endurecer } from './infrastructure/http/endurecimiento.js';
import { FiltroDeErrores } from './infrastructure/http/errores.filter.js';
import { completarDocumento } from './infrastructure/http/openapi.js';
import { observarPeticiones } from './infrastructure/http/observacion.js';
import { servirAdmin } from './infrastructure/http/estaticos.js';
import { validacion } from './infrastructure/http/validacion.js';
import { prepararInfraestructura, type Infraestructura, type OpcionesInfraestructura } from './infrastructure/infraestructura.js';

/** Logs each start-up phase with its time (`[avanti] fase: N ms`), so a slow start says where it went. */
function cronometro(activo: boolean): (fase: string) => void {
  let desde = performance.now();
  return (fase) => {
    const ahora = performance.now();
    if (activo) console.log(`[avanti] ${fase}: ${Math.round(ahora - desde)} ms`);
    desde = ahora;
  };
}

const ADMIN_DIST = fileURLToPath(new URL('../../admin/dist', import.meta.url));

export interface Aplicacion {
  app: NestExpressApplication;
  infra: Infraestructura;
  cerrar(): Promise<void>;
}

/** The api as one Nest app: REST under /api, OpenAPI at /api/docs when API_DOCS=1, the admin's build at /. */
export async function crearAplicacion(opciones: OpcionesInfraestructura & { registros?: boolean }): Promise<Aplicacion> {
  const fase = cronometro(opciones.registros !== false);
  const infra = await prepararInfraestructura(opciones);
  fase(opciones.base ? 'infraestructura' : 'base de datos y migraciones');
  const app = await NestFactory.create<NestExpressApplication>(AppModule.con(infra), {
    logger: opciones.registros === false ? false : ['error', 'warn'],
    // Our own parsers, with limits, in endurecer().
    bodyParser: false,
  });
  // First: the correlation id on every response, the access log, the latency histogram and /metrics (issue 24).
  observarPeticiones(app, { tokenMetricas: infra.config.tokenMetricas });
  endurecer(app, infra.config.proxiesDeConfianza);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(validacion);
  const filtro = new FiltroDeErrores();
  app.useGlobalFilters(filtro);
  // No enableShutdownHooks(): Nest would re-raise SIGTERM after its hooks and end the process before
  // main.ts closes the database (PGlite then recovers on the next start). main.ts handles the signals.

  // The document maps every route and field: published only when the operator asks (API_DOCS=1), off by default.
  if (infra.config.documentacionApi) {
    const documento = completarDocumento(
      SwaggerModule.createDocument(
        app,
        new DocumentBuilder()
          .setTitle('Avanti API')
          .setDescription('Back-office de clínicas de terapia y rehabilitación')
          .setVersion('1')
          .addBearerAuth()
          .build(),
      ),
    );
    SwaggerModule.setup('api/docs', app, documento, { jsonDocumentUrl: 'api/docs-json' });
  }

  // The admin owns every other GET path (deep links such as /mantenimiento/mantenimientoEps).
  if (existsSync(ADMIN_DIST)) servirAdmin(app, ADMIN_DIST);

  await app.init();
  for (const manejador of filtro.alFinal()) app.use(manejador);
  fase('módulos y rutas');
  await sembrar({ store: infra.store, db: infra.base.db, config: infra.config, reloj: infra.reloj });
  fase('siembra de acceso');
  await sembrarAdmisiones({ store: infra.store, db: infra.base.db, config: infra.config, reloj: infra.reloj }, fase);
  await sembrarCatalogos({ store: infra.store, db: infra.base.db, config: infra.config, reloj: infra.reloj }, fase);
  await sembrarCoberturas({ store: infra.store, db: infra.base.db, config: infra.config, reloj: infra.reloj }, fase);
  fase('especialidades');
  await sembrarProgramacion({ store: infra.store, db: infra.base.db, config: infra.config, reloj: infra.reloj }, fase);
  await sembrarFinanzas({ store: infra.store, db: infra.base.db, config: infra.config, reloj: infra.reloj }, fase);
  await sembrarObjetivos({ store: infra.store, db: infra.base.db, config: infra.config, reloj: infra.reloj }, fase);
  return {
    app,
    infra,
    async cerrar() {
      await app.close();
      await infra.cerrar();
    },
  };
}
