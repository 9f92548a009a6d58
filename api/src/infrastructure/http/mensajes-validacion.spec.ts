import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';

// class-validator answers in English whenever a decorator has no message of its own; the fuzz suite finds that
// only on the routes and shapes it happens to try, this finds it on every DTO the api declares.
const raiz = join(process.cwd(), 'api/src');

function archivosConValidaciones(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const ruta = join(dir, e.name);
    if (e.isDirectory()) return archivosConValidaciones(ruta);
    if (!e.name.endsWith('.ts') || e.name.endsWith('.spec.ts')) return [];
    return readFileSync(ruta, 'utf8').includes("from 'class-validator'") ? [ruta] : [];
  });
}

// Decorators that never produce a message: they only mark a property as known, optional or conditional.
const SIN_MENSAJE = new Set(['whitelistValidation', 'conditionalValidation', 'isDefined_exempt']);

// ValidateNested brings an English default of its own ("each value in nested property $property must be ...").
const enEspanol = (mensaje: unknown): boolean =>
  typeof mensaje === 'function' || (typeof mensaje === 'string' && !/\$property|\bmust\b|\bshould\b/.test(mensaje));

/** Our own ValidateBy decorators word their default message in Spanish themselves. */
function validadoresPropios(archivos: string[]): Set<string> {
  const nombres = archivos
    .map((a) => readFileSync(a, 'utf8'))
    .filter((texto) => texto.includes('ValidateBy('))
    .flatMap((texto) => [...texto.matchAll(/name: '([A-Za-z]+)'/g)].map((m) => m[1]!));
  return new Set(nombres);
}

describe('mensajes de validación', () => {
  it('cada decorador de validación de la api trae su mensaje en español', async () => {
    const archivos = archivosConValidaciones(raiz);
    expect(archivos.length).toBeGreaterThan(20);
    for (const archivo of archivos) await import(archivo);
    const propios = validadoresPropios(archivos);
    expect(propios.size).toBeGreaterThan(0);

    const sinMensaje = (
      getMetadataStorage() as unknown as {
        validationMetadatas: Map<{ name: string }, { type: string; propertyName: string; message?: unknown; name?: string }[]>;
      }
    ).validationMetadatas;
    const faltan: string[] = [];
    for (const [clase, metadatos] of sinMensaje) {
      for (const m of metadatos) {
        if (SIN_MENSAJE.has(m.type) || propios.has(m.name ?? '') || enEspanol(m.message)) continue;
        faltan.push(`${clase.name}.${m.propertyName}: ${m.name ?? m.type}`);
      }
    }
    expect(faltan).toEqual([]);
  });
});
