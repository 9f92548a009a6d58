import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { responderMetricas } from '../metrics/metricas.js';

export interface RespuestaSalud {
  codigo: number;
  cuerpo: unknown;
}

/**
 * GET /health: what docker-compose asks the projections and workers processes. Without a check it
 * answers 200 {status: 'ok'}; with one, the check's answer (the projections report each projector).
 * It listens on `host` only (HOST, 127.0.0.1 by default), like the api. GET /metrics: the process's Prometheus
 * metrics, to a loopback client or with `Authorization: Bearer METRICS_TOKEN` only (403 otherwise).
 */
export function iniciarServidorSalud(puerto: number, host: string, revisar?: () => Promise<RespuestaSalud>, opciones: { tokenMetricas?: string } = {}): Server {
  return createServer((req, res) => {
    const responder = ({ codigo, cuerpo }: RespuestaSalud) => {
      res.writeHead(codigo, { 'content-type': 'application/json' });
      res.end(JSON.stringify(cuerpo));
    };
    if (req.url === '/metrics' && (req.method === 'GET' || req.method === 'HEAD')) {
      return void responderMetricas(req, res, opciones.tokenMetricas).catch(() =>
        responder({ codigo: 500, cuerpo: { mensaje: 'No se pudieron leer las métricas' } }),
      );
    }
    if (req.url !== '/health') return responder({ codigo: 404, cuerpo: { mensaje: 'NO SE ENCONTRARON REGISTROS' } });
    if (!revisar) return responder({ codigo: 200, cuerpo: { status: 'ok' } });
    revisar().then(responder, () => responder({ codigo: 503, cuerpo: { status: 'error', mensaje: 'No se pudo consultar el estado' } }));
  }).listen(puerto, host);
}

/** The address it listens on, for the process's start-up line (with HEALTH_PORT=0 the port is chosen then). */
export function direccionDeSalud(servidor: Server): string {
  const direccion = servidor.address() as AddressInfo;
  const host = direccion.family === 'IPv6' ? `[${direccion.address}]` : direccion.address;
  return `http://${host}:${direccion.port}/health`;
}
