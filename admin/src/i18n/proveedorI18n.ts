import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mensajesEspanol } from './es';

/** Spanish only: the product has no language switcher. */
export const proveedorI18n = polyglotI18nProvider(() => mensajesEspanol, 'es', [{ locale: 'es', name: 'Español' }], {
  allowMissing: true,
});
