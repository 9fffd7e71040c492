export { fr, t } from './fr';
