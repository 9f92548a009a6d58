// Runs a process of the product from its TypeScript sources (`node --import ./test/exportaciones/ts-en-node.mjs workers/src/main.ts`),
// the way jest sees them: `@avanti/<app>/x` → `<app>/src/x.ts`, relative `.js` → `.ts`, compiled by SWC on load.
import { register } from 'node:module';

register('./ts-en-node.hooks.mjs', import.meta.url);
