/**
 * Issue 25 item 7: each context keeps its screens' labels in admin/src/i18n/<contexto>.ts, spread into es.ts's
 * resources. A key two files both define would be silently replaced by the later spread (a screen showing the raw
 * key or another screen's words): every key lives in one file, and es.ts serves each file's words unchanged.
 */
import { readdirSync } from 'node:fs';

const CARPETA = new URL('../../admin/src/i18n/', import.meta.url);
const archivos = readdirSync(CARPETA).filter((a) => a.endsWith('.ts') && !['es.ts', 'proveedorI18n.ts'].includes(a));

describe('Etiquetas del admin por contexto', () => {
  it('cada recurso está en un solo archivo y es.ts sirve sus palabras tal cual', async () => {
    const duenos = new Map<string, string[]>();
    // By path: the admin's modules resolve as the bundler does, outside the root tsconfig.
    const { mensajesEspanol } = (await import(new URL('es.ts', CARPETA).pathname)) as { mensajesEspanol: { resources: Record<string, unknown> } };
    const recursos = mensajesEspanol.resources;
    const distintos: string[] = [];
    for (const archivo of archivos) {
      const modulo = (await import(new URL(archivo, CARPETA).pathname)) as Record<string, Record<string, unknown>>;
      for (const grupo of Object.values(modulo))
        for (const [clave, valor] of Object.entries(grupo)) {
          duenos.set(clave, [...(duenos.get(clave) ?? []), archivo]);
          if (JSON.stringify(recursos[clave]) !== JSON.stringify(valor)) distintos.push(`${clave} (${archivo})`);
        }
    }
    expect(archivos.length).toBeGreaterThan(5);
    expect([...duenos].filter(([, a]) => a.length > 1).map(([clave, a]) => `${clave}: ${a.join(', ')}`)).toEqual([]);
    expect(distintos).toEqual([]);
  });
});
