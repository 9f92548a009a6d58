import { RECURSOS_EXPORTABLES, type IdRecursoExportable } from '@avanti/libs/jobs/recursos-exportables';
import { LISTA_DE_EXPORTACION } from '@avanti/api/infrastructure/http/contratos-de-lista';
import { iniciarAppDePrueba } from '../support/app-de-prueba.js';

/**
 * Issue 25 item 4: for every exportable resource (libs/src/jobs/recursos-exportables.ts) its list and its Excel export
 * accept and refuse the same filters: one reading of the filter (the sheet's `leerFiltro`, the list's contract). An
 * impossible date (`hasta=2026-02-30`) used to answer 400 on the master and cancellation lists and 201 with an empty
 * file on their exports.
 */
const app = await iniciarAppDePrueba('pglite');
afterAll(() => app.cerrar());
const admin = await app.ingresar('admin');

const RANGO = { desde: '2026-01-01', hasta: '2026-11-20' };
const MINIMOS: Partial<Record<string, object>> = {
  'reportes/cancelaciones': { ...RANGO, sede: 'principal' },
};

const listar = (lista: string, filtro: object) =>
  app.http.get(`/api/${lista}?filter=${encodeURIComponent(JSON.stringify(filtro))}&range=[0,4]`).set('Authorization', admin);
const exportar = (recurso: string, filtro: object) => app.http.post('/api/exportaciones').set('Authorization', admin).send({ recurso, filtro });

/** The filter the list answers with (its screen's defaults): tried in order. */
async function filtroBase(lista: string): Promise<object> {
  for (const f of [MINIMOS[lista], {}, RANGO].filter(Boolean) as object[]) if ((await listar(lista, f)).status === 200) return f;
  throw new Error(`${lista} no responde con ningún filtro de base`);
}

const conLista = (Object.keys(RECURSOS_EXPORTABLES) as IdRecursoExportable[]).filter((r) => LISTA_DE_EXPORTACION[r] !== null);

describe('la lista y su exportación aceptan y rechazan los mismos filtros', () => {
  it('cada recurso exportable dice cuál es su lista (o que no tiene una de react-admin)', () => {
    expect(Object.keys(LISTA_DE_EXPORTACION).sort()).toEqual(Object.keys(RECURSOS_EXPORTABLES).sort());
  });

  it.each(conLista)('%s', async (recurso) => {
    const lista = LISTA_DE_EXPORTACION[recurso]!;
    const base = await filtroBase(lista);
    const casos: Record<string, object> = {
      base,
      'fecha imposible': { ...base, ...RANGO, hasta: '2026-02-30' },
      'mes 13': { ...base, ...RANGO, desde: '2026-13-01' },
      'rango invertido': { ...base, desde: '2026-11-20', hasta: '2026-11-01' },
      'clave desconocida': { ...base, claveQueNoExiste: 'x' },
      'texto donde va un número': { ...base, estado: 'uno' },
    };
    const desacuerdos: string[] = [];
    for (const [caso, filtro] of Object.entries(casos)) {
      const l = await listar(lista, filtro);
      const e = await exportar(recurso, filtro);
      const aceptaLista = l.status >= 200 && l.status < 300;
      const aceptaExportacion = e.status >= 200 && e.status < 300;
      if (aceptaLista !== aceptaExportacion || (!aceptaLista && (l.status !== 400 || e.status !== 400))) {
        desacuerdos.push(`${caso}: lista ${l.status} ${l.body?.mensaje ?? ''} / exportación ${e.status} ${e.body?.mensaje ?? ''}`);
      }
    }
    expect(desacuerdos).toEqual([]);
  });
});
