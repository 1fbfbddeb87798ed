export * from './book-slot';
export * from './select-slot';
export * from './search-slots';
export * from './patient-id';
export * from './submit-patient-details';
export * from './submit-insurance';
export * from './insurance-form-rules';
