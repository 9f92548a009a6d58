import simpleRestProvider from 'ra-data-simple-rest';
import { iniciarServidor } from '../support/servidor.js';

/**
 * react-admin's own client against the listening app: getMany sends `filter={"id":[...]}`, which every
 * list resource must honour (ReferenceField and ReferenceArrayField depend on it). The list resources
 * come from the OpenAPI document: every GET /api/<recurso> that declares `filter`.
 */
const servidor = await iniciarServidor();
afterAll(() => servidor.cerrar());

const token = await servidor.app.ingresar('admin');
const documento = (await servidor.app.http.get('/api/docs-json')).body as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
const recursos = Object.entries(documento.paths)
  .filter(([ruta, metodos]) => /^\/api\/[^/{]+$/.test(ruta) && metodos.get?.parameters?.some((p) => p.name === 'filter'))
  .map(([ruta]) => ruta.slice('/api/'.length));

/** fetchUtils.fetchJson's contract, on Node's fetch, with the session's bearer. */
const httpClient = async (url: string, opciones: RequestInit = {}) => {
  const res = await fetch(url, { ...opciones, headers: { Accept: 'application/json', Authorization: token, ...(opciones.headers as Record<string, string>) } });
  const body = await res.text();
  if (res.status >= 400) throw new Error(`${res.status} ${body}`);
  return { status: res.status, headers: res.headers, body, json: JSON.parse(body) as unknown };
};
const proveedor = simpleRestProvider(`${servidor.url}/api`, httpClient as never);

describe('getMany de ra-data-simple-rest en cada recurso de lista', () => {
  it('el documento tiene recursos de lista', () => {
    expect(recursos).toEqual(expect.arrayContaining(['usuarios', 'roles', 'eps', 'auditoria']));
  });

  it.each(recursos)('%s: devuelve exactamente los ids pedidos, también los que no caben en la primera página', async (recurso) => {
    // Money lists ask for a date range ('Seleccione las fechas...'); getMany by ids needs none.
    const listar = (filter: object) => proveedor.getList(recurso, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter });
    const todos = await listar({}).catch((error: Error) => {
      if (!error.message.startsWith('400 ')) throw error;
      return listar({ desde: '2000-01-01', hasta: '2100-12-31' });
    });
    if (todos.data.length === 0) return;
    const ids = [...new Set([todos.data[todos.data.length - 1].id, todos.data[0].id, todos.data[Math.floor(todos.data.length / 2)].id])];
    const { data } = await proveedor.getMany(recurso, { ids });
    expect(data.map((r) => r.id).sort()).toEqual([...ids].sort());
    const uno = await proveedor.getMany(recurso, { ids: [ids[0]] });
    expect(uno.data.map((r) => r.id)).toEqual([ids[0]]);
  });

  it('un id que no existe no trae nada; ids malos responden 400 en español', async () => {
    const { data } = await proveedor.getMany('eps', { ids: ['no-existe'] });
    expect(data).toEqual([]);
    const malo = await servidor.app.http.get(`/api/roles?filter=${encodeURIComponent(JSON.stringify({ id: ['x'] }))}`).set('Authorization', token);
    expect(malo.status).toBe(400);
    expect(malo.body.mensaje).toBe('Filtro inválido: id');
  });
});
