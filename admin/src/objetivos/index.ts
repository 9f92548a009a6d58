export { PantallaObjetivos } from './PantallaObjetivos';
