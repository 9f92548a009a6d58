import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/**
 * Issue 25 item 4: today in Bogotá exists once. The admin takes it from the server's clock through
 * admin/src/comun/reloj.ts (hoyDelServidor), which uses libs' fechaNegocio; no other admin file computes it.
 * ESLint (eslint.config.mjs, part of `npm run lint`) refuses a new copy; this checks the rule is there and the tree.
 */
const RAIZ = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN = join(RAIZ, 'admin/src');

const archivos = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? archivos(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

describe('hoy en Bogotá, una sola vez', () => {
  it('ESLint rechaza en el admin una copia del cálculo de hoy (la zona escrita a mano o la fecha del navegador)', async () => {
    const eslint = new ESLint({ cwd: RAIZ });
    const copias = [
      "export const hoy = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());\n",
      "export const hoy = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Bogota' });\n",
      'export const hoy = () => new Date().toISOString().slice(0, 10);\n',
    ];
    for (const codigo of copias) {
      const [resultado] = await eslint.lintText(codigo, { filePath: join(ADMIN, 'cualquiera/Pantalla.tsx') });
      expect({ codigo, reglas: resultado.messages.map((m) => m.ruleId) }).toEqual({ codigo, reglas: expect.arrayContaining(['no-restricted-syntax']) });
    }
    const [permitido] = await eslint.lintText("import { hoyDelServidor } from '../comun/reloj';\nexport const hoy = hoyDelServidor;\n", {
      filePath: join(ADMIN, 'cualquiera/Pantalla.tsx'),
    });
    expect(permitido.messages).toEqual([]);
  }, 60_000);

  it('en admin/src solo comun/reloj.ts lee la fecha del navegador, y ningún archivo escribe la zona', () => {
    const conZona: string[] = [];
    const conFechaDelNavegador: string[] = [];
    for (const archivo of archivos(ADMIN)) {
      const texto = readFileSync(archivo, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      const ruta = relative(ADMIN, archivo);
      if (/America\/Bogota/.test(texto)) conZona.push(ruta);
      if (/new Date\(\s*\)/.test(texto) && ruta !== join('comun', 'reloj.ts')) conFechaDelNavegador.push(ruta);
    }
    expect(conZona).toEqual([]);
    expect(conFechaDelNavegador).toEqual([]);
  });
});
