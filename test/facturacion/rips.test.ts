/**
 * Issue 26 through HTTP on the whole demo (300 patients, their sessions): one insurer's RIPS for a month. The billing
 * staff configure the provider, fix what the preview reports (diagnoses in the history, therapists' documents,
 * the special-education CUPS) and exclude explicitly, with a reason, what they leave out; the generated file passes
 * the annex's schema and its counts and totals equal the master report's for the same insurer and period. Then the
 * never-twice rule and a credit note.
 */
import { createHash } from 'node:crypto';
import { validarRips } from '@avanti/libs/facturacion/validar-rips';
import { MENSAJES_RIPS, type GeneracionRips, type VistaPreviaRips } from '@avanti/libs/facturacion/contrato';
import type { DocumentoRips } from '@avanti/libs/facturacion/constructor';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

const DESDE = '2026-11-01';
const HASTA = '2026-11-30';
const EPS = 'NUEVA EPS S.A.';

describe('RIPS de una aseguradora para un mes de la demostración (pglite)', () => {
  let app: AppDePrueba;
  let admin: string;
  let epsId: string;
  beforeAll(async () => {
    app = await iniciarAppDePrueba('pglite', { demoCompleta: true });
    admin = await app.ingresar('admin');
    const aseguradoras = await app.http.get('/api/facturacion/aseguradoras').set('authorization', admin);
    epsId = (aseguradoras.body as { id: string; nombre: string }[]).find((a) => a.nombre === EPS)!.id;
    // The whole demo's template is built once per run (minutes on a loaded machine); then each suite copies it.
  }, 900_000);
  afterAll(() => app?.cerrar());

  const get = (ruta: string, query: object = {}, token = admin) => app.http.get(`/api${ruta}`).query(query).set('authorization', token);
  const put = (ruta: string, datos: object, token = admin) => app.http.put(`/api${ruta}`).set('authorization', token).send(datos);
  const post = (ruta: string, datos: object, token = admin) => app.http.post(`/api${ruta}`).set('authorization', token).send(datos);
  const vista = async (): Promise<VistaPreviaRips> => {
    const res = await get('/facturacion/rips/vista-previa', { epsId, desde: DESDE, hasta: HASTA });
    expect(res.status).toBe(200);
    return res.body as VistaPreviaRips;
  };
  const esperar = async (id: string): Promise<GeneracionRips> => {
    const limite = Date.now() + 60_000;
    for (;;) {
      const g = (await get(`/facturacion/rips/${id}`)).body as GeneracionRips;
      if (g.estado !== 'pendiente' || Date.now() > limite) return g;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const descargar = (id: string) =>
    app.http
      .get(`/api/facturacion/rips/${id}/archivo`)
      .set('authorization', admin)
      .buffer(true)
      .parse((res, fin) => {
        const partes: Buffer[] = [];
        res.on('data', (c: Buffer) => partes.push(c));
        res.on('end', () => fin(null, Buffer.concat(partes)));
      });

  /** The master report's done sessions of the insurer in the period, page by page. */
  const maestroDeLaEps = async () => {
    const filas: { id: string; entidad: string; estadoEvento: number; sesionesCantidad: number }[] = [];
    for (let desde = 0; ; desde += 500) {
      const res = await get('/reportes/maestro', { filter: JSON.stringify({ desde: DESDE, hasta: HASTA }), range: JSON.stringify([desde, desde + 499]) });
      expect(res.status).toBe(200);
      filas.push(...res.body);
      if (res.body.length < 500) break;
    }
    return filas.filter((f) => f.entidad === EPS && f.estadoEvento === 1);
  };

  it('la vista previa agrupa por paciente y dice cada problema en español con su enlace', async () => {
    const v = await vista();
    expect(v.epsNombre).toBe(EPS);
    expect(v.totales.sesiones).toBeGreaterThan(5);
    const problemas = new Set(
      v.pacientes.flatMap((p) => p.sesiones.flatMap((s) => s.problemas.map((x) => `${x.codigo}|${x.mensaje}|${x.enlace.split('?')[0]}`))),
    );
    // Nothing configured yet: the sites have no NIT nor REPS code.
    expect(problemas).toContain('sin-prestador|La sede no tiene NIT ni código de habilitación (REPS)|/mantenimiento/facturacion');
    expect(v.totales.conProblemas).toBe(v.totales.sesiones);
    const generar = await post('/facturacion/rips', { epsId, desde: DESDE, hasta: HASTA, numFactura: 'FE-1001' });
    expect(generar.status).toBe(409);
    expect(generar.body.mensaje).toBe(MENSAJES_RIPS.conProblemas(v.totales.sesiones));
    expect(generar.body.errores.length).toBeGreaterThan(0);
  });

  it('entradas malas: 400 en español, 404 de una aseguradora que no existe, nunca 500', async () => {
    expect((await get('/facturacion/rips/vista-previa', { epsId, desde: DESDE })).status).toBe(400);
    expect((await get('/facturacion/rips/vista-previa', { epsId, desde: '2026-02-30', hasta: HASTA })).body).toEqual({ mensaje: MENSAJES_RIPS.faltanFechas });
    expect((await get('/facturacion/rips/vista-previa', { epsId: '00000000-0000-4000-8000-000000000000', desde: DESDE, hasta: HASTA })).status).toBe(404);
    expect((await post('/facturacion/rips', { epsId, desde: DESDE, hasta: HASTA })).body).toEqual({ mensaje: MENSAJES_RIPS.facturaOSinFactura });
    expect((await post('/facturacion/rips', { epsId, desde: DESDE, hasta: HASTA, numFactura: 'FE 1' })).status).toBe(400);
    expect((await put('/facturacion/prestadores/principal', { nit: '900123456', codigoHabilitacion: '123' })).body.mensaje).toBe(
      MENSAJES_RIPS.habilitacionInvalida,
    );
    expect((await put('/facturacion/servicios-rips/5/Terapia', { cups: '93', grupo: 'procedimiento' })).status).toBe(400);
    expect((await get('/facturacion/rips/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('corregidos los problemas y excluidas con motivo las demás, el archivo cumple el esquema y cuadra con el reporte maestro', async () => {
    // The provider of every site (one NIT), and the CUPS of special education, in maintenance.
    for (const [sede, codigo] of [
      ['principal', '110010000001'],
      ['norte', '110010000002'],
      ['sur', '110010000003'],
    ]) {
      expect((await put(`/facturacion/prestadores/${sede}`, { nit: '900.123.456', codigoHabilitacion: codigo })).status).toBe(200);
    }
    for (const tipo of ['Terapia', 'Evaluacion', 'CYT', 'GTSL']) {
      const r = await put(`/facturacion/servicios-rips/5/${tipo}`, {
        cups: '938610',
        grupo: 'procedimiento',
        grupoServicios: '02',
        codServicio: 739,
        finalidad: '17',
        causaAtencion: '38',
        viaIngreso: '02',
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ cups: '938610', configurado: true });
    }
    // Each problem through the screen its link names: the history's impression, the therapist's document.
    let v = await vista();
    const arreglados = new Set<string>();
    for (const p of v.pacientes) {
      for (const s of p.sesiones) {
        for (const x of s.problemas) {
          if (x.codigo === 'sin-diagnostico' && !arreglados.has(p.pacienteId)) {
            arreglados.add(p.pacienteId);
            const r = await post(`/pacientes/${p.pacienteId}/historia/impresiones`, { descripcion: 'Impresión para el RIPS', cie10: ['F84.0'] });
            expect(r.status).toBe(201);
          }
        }
      }
    }
    const usuarios = (await get('/usuarios', { range: '[0,499]' })).body as { id: string; nombres: string; apellidos: string; cedula: string | null }[];
    const sinDocumento = new Set(
      v.pacientes.flatMap((p) => p.sesiones.filter((s) => s.problemas.some((x) => x.codigo === 'terapeuta-sin-documento')).map((s) => s.terapeuta)),
    );
    let cedula = 52_000_000;
    for (const u of usuarios.filter((u) => sinDocumento.has(`${u.nombres} ${u.apellidos}`.toUpperCase()) || sinDocumento.has(`${u.nombres} ${u.apellidos}`))) {
      expect((await app.http.put(`/api/usuarios/${u.id}`).set('authorization', admin).field('cedula', String(cedula++))).status).toBe(200);
    }
    v = await vista();
    // What is left (a value other than the rate, no authorization...) is excluded explicitly, with its reason.
    const excluidas = v.pacientes.flatMap((p) =>
      p.sesiones.filter((s) => s.problemas.length > 0).map((s) => ({ sesionId: s.id, motivo: `Se revisa aparte: ${s.problemas[0].mensaje}` })),
    );
    expect(excluidas.length).toBeLessThan(v.totales.sesiones);

    const pedido = await post('/facturacion/rips', { epsId, desde: DESDE, hasta: HASTA, numFactura: 'FE-1001', excluidas });
    expect(pedido.status).toBe(201);
    const g = await esperar(pedido.body.id);
    expect(g).toMatchObject({ estado: 'generado', numFactura: 'FE-1001', excluidas: excluidas.length, sesiones: v.totales.sesiones - excluidas.length });

    const archivo = await descargar(g.id);
    expect(archivo.status).toBe(200);
    expect(archivo.headers['content-type']).toMatch(/application\/json/);
    const bytes = archivo.body as Buffer;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(g.hash);
    expect(archivo.headers['x-hash-sha256']).toBe(g.hash);
    const rips = JSON.parse(bytes.toString('utf8')) as DocumentoRips;
    expect(validarRips(rips)).toEqual({ valido: true, errores: [] });
    expect(rips).toMatchObject({ numDocumentoIdObligado: '900123456', numFactura: 'FE-1001', tipoNota: null, numNota: null });

    // Counts and totals: the file against the master report of the same insurer and period.
    const maestro = await maestroDeLaEps();
    const servicios = rips.usuarios.flatMap((u) => [...(u.servicios.consultas ?? []), ...(u.servicios.procedimientos ?? [])]);
    expect(servicios.length + excluidas.length).toBe(maestro.length);
    expect(servicios.length).toBe((g.consultas ?? 0) + (g.procedimientos ?? 0));
    const incluidas = v.pacientes.flatMap((p) => p.sesiones.filter((s) => s.problemas.length === 0));
    expect(new Set(maestro.map((f) => f.id))).toEqual(new Set([...incluidas.map((s) => s.id), ...excluidas.map((e) => e.sesionId)]));
    const total = servicios.reduce((t, s) => t + s.vrServicio, 0);
    expect(total).toBe(g.valorTotal);
    expect(total).toBe(incluidas.reduce((t, s) => t + s.valor, 0));
    expect(servicios.reduce((t, s) => t + s.valorPagoModerador, 0)).toBe(incluidas.reduce((t, s) => t + s.copago, 0));
    expect(rips.usuarios.length).toBe(new Set(v.pacientes.filter((p) => p.sesiones.some((s) => s.problemas.length === 0)).map((p) => p.pacienteId)).size);
    expect(servicios.every((s) => /^2026-11-\d{2} \d{2}:\d{2}$/.test(s.fechaInicioAtencion))).toBe(true);

    // Listed, with who asked.
    expect(((await get('/facturacion/rips')).body as GeneracionRips[])[0]).toMatchObject({ id: g.id, usuario: 'admin', estado: 'generado' });

    // Never twice: the same sessions again are refused, naming each; the preview marks them.
    const otra = await post('/facturacion/rips', { epsId, desde: DESDE, hasta: HASTA, numFactura: 'FE-1002', excluidas });
    expect(otra.status).toBe(409);
    expect(otra.body.mensaje).toBe(MENSAJES_RIPS.yaReportadas(servicios.length));
    expect((await vista()).totales.yaReportadas).toBe(servicios.length);
    // ... unless a credit note is produced on that invoice.
    const nota = await post('/facturacion/rips', { epsId, desde: DESDE, hasta: HASTA, numFactura: 'FE-1001', tipoNota: 'NC', numNota: 'NC-1', excluidas });
    expect(nota.status).toBe(201);
    const gn = await esperar(nota.body.id);
    expect(gn).toMatchObject({ estado: 'generado', tipoNota: 'NC' });
    const rn = JSON.parse(((await descargar(gn.id)).body as Buffer).toString('utf8')) as DocumentoRips;
    expect(rn).toMatchObject({ tipoNota: 'NC', numNota: 'NC-1', numFactura: 'FE-1001' });
    expect(validarRips(rn).valido).toBe(true);
  }, 240_000);

  it('una tarifa cambiada hoy no marca las sesiones ya hechas: cada sesión se compara con la tarifa vigente en su fecha', async () => {
    const antes = await vista();
    const conTarifa = antes.pacientes
      .flatMap((p) => p.sesiones)
      .filter((s) => !s.problemas.some((x) => ['valor-distinto', 'sin-tarifa', 'copago-inconsistente'].includes(x.codigo)));
    expect(conTarifa.length).toBeGreaterThan(0);
    const especialidad = conTarifa[0]!.especialidad;
    const tarifas = (await get('/tarifas', { range: '[0,499]' })).body as {
      id: string;
      epsNombre: string;
      especialidadNombre: string;
      tarifa: number;
      copago: number;
    }[];
    const tarifa = tarifas.find((t) => t.epsNombre === EPS && t.especialidadNombre === especialidad)!;
    expect(tarifa).toBeDefined();
    expect((await put(`/tarifas/${tarifa.id}`, { tarifa: tarifa.tarifa + 5_000, copago: tarifa.copago })).status).toBe(200);

    // The sessions of the month were all held before the new rate was recorded: none becomes 'valor-distinto'.
    const despues = await vista();
    const deLaEspecialidad = despues.pacientes
      .flatMap((p) => p.sesiones)
      .filter((s) => s.especialidad === especialidad && conTarifa.some((c) => c.id === s.id));
    expect(deLaEspecialidad.length).toBeGreaterThan(0);
    expect(deLaEspecialidad.filter((s) => s.problemas.some((x) => x.codigo === 'valor-distinto'))).toEqual([]);
    expect(despues.totales.conProblemas).toBe(antes.totales.conProblemas);
  });

  it('el rol Facturación genera; un rol sin el permiso recibe 403', async () => {
    const alta = await post('/usuarios', {
      usuario: 'factura1',
      password: 'Clave-Segura-123',
      nombres: 'Fabio',
      apellidos: 'Facturador',
      rol: 24,
      sede: 'principal',
    });
    expect(alta.status).toBe(201);
    const facturador = await app.ingresar('factura1', 'Clave-Segura-123');
    expect((await get('/facturacion/rips/vista-previa', { epsId, desde: DESDE, hasta: HASTA }, facturador)).status).toBe(200);
    expect((await get('/facturacion/prestadores', {}, facturador)).status).toBe(200);
    const terapeuta = await app.ingresar('rol2');
    expect((await get('/facturacion/rips/vista-previa', { epsId, desde: DESDE, hasta: HASTA }, terapeuta)).status).toBe(403);
    expect((await put('/facturacion/prestadores/principal', { nit: '900123456', codigoHabilitacion: '110010000001' }, terapeuta)).status).toBe(403);
  });
});
