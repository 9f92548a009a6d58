import type { AddressInfo } from 'node:net';
import { iniciarAppDePrueba, type AppDePrueba } from './app-de-prueba.js';

/** The real app (the test app already listens on a free port) (in-memory PGlite, demo users), for browser tests. */
export async function iniciarServidor(): Promise<{ url: string; app: AppDePrueba; cerrar(): Promise<void> }> {
  const app = await iniciarAppDePrueba('pglite');
  const { port } = app.app.getHttpServer().address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, app, cerrar: () => app.cerrar() };
}
