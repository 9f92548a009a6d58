import { transformFile } from '@swc/core';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RAIZ = new URL('../../', import.meta.url);
const OPCIONES = {
  swcrc: false,
  sourceMaps: 'inline',
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
};

export async function resolve(especificador, contexto, siguiente) {
  const espacio = /^@avanti\/(libs|api|projections|workers)\/(.+)$/.exec(especificador);
  if (espacio) return { url: new URL(`${espacio[1]}/src/${espacio[2]}.ts`, RAIZ).href, shortCircuit: true };
  if (/^\.{1,2}\//.test(especificador) && especificador.endsWith('.js') && contexto.parentURL?.endsWith('.ts')) {
    const ts = new URL(especificador.replace(/\.js$/, '.ts'), contexto.parentURL);
    if (existsSync(fileURLToPath(ts))) return { url: ts.href, shortCircuit: true };
  }
  return siguiente(especificador, contexto);
}

export async function load(url, contexto, siguiente) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return siguiente(url, contexto);
  const { code } = await transformFile(fileURLToPath(url), OPCIONES);
  return { format: 'module', source: code, shortCircuit: true };
}
