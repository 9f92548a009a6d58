import { createServer, type Server } from 'node:http';

/** GET /health → 200 {status: 'ok'}: what docker-compose asks the projections and workers processes. */
export function iniciarServidorSalud(puerto: number): Server {
  return createServer((req, res) => {
    const ok = req.url === '/health';
    res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ok ? { status: 'ok' } : { mensaje: 'NO SE ENCONTRARON REGISTROS' }));
  }).listen(puerto);
}
