// ESLint (issue 25 item 6): typescript-eslint's recommended rules on every package, React's hook rules on the
// admin. Formatting is Biome's (biome.json); nothing here is about layout. `npm run lint` fails on any warning.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'admin/dist/**', 'bench/dist/**', 'scripts/generar/dist/**', 'coverage/**', 'data/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.cjs', '**/*.js'],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { secreto, ...resto } = x` is how the code drops a field before answering: the dropped name is the point.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['admin/src/**/*.tsx', 'admin/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic hook rules; the React Compiler's rules of v7's preset cost three times the rest of the lint.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // One "today" (issue 25 item 4): the admin's now and today in Bogotá are the server's clock's, kept in
    // admin/src/comun/reloj.ts; the zone and the Bogotá date come from libs (contratos: ZONA_NEGOCIO, fechaNegocio).
    files: ['admin/src/**/*.tsx', 'admin/src/**/*.ts'],
    ignores: ['admin/src/comun/reloj.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='America/Bogota']",
          message: 'La zona es ZONA_NEGOCIO (contratos); hoy en Bogotá es hoyDelServidor() de admin/src/comun/reloj.ts.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'El "ahora" del admin es el del servidor: ahoraDelServidor() / hoyDelServidor() de admin/src/comun/reloj.ts.',
        },
      ],
    },
  },
);
