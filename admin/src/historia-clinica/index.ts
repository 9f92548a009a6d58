export { PantallaHistoria } from './PantallaHistoria';
