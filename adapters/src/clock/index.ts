export { SystemClock } from './system-clock';
