export { PantallaObjetivos } from './PantallaObjetivos';
export { PantallaObjetivosFamilia } from './PantallaObjetivosFamilia';
