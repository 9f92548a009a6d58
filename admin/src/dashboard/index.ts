export { PantallaDashboard } from './PantallaDashboard';
