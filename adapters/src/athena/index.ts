export type * from './athena-transport';
