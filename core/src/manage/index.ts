export * from './manage-limits';
export * from './cancel-reasons';
export * from './manage-messages';
export * from './manage.schema';
