export { SystemClock, FixedClock } from './system-clock';
