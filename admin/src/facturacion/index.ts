export { PantallaRips } from './PantallaRips';
export { PantallaConfiguracionRips } from './PantallaConfiguracionRips';
