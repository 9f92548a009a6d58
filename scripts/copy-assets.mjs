// Copies the non-TypeScript files of a package (SQL migrations, templates) next to its compiled output.
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const [from, to] = process.argv.slice(2);
const copiable = (name) => !name.endsWith('.ts');

function copy(dir) {
  for (const name of readdirSync(join(from, dir))) {
    const rel = join(dir, name);
    const src = join(from, rel);
    if (statSync(src).isDirectory()) copy(rel);
    else if (copiable(name)) cpSync(src, join(to, rel));
  }
}
if (existsSync(from)) copy('');
