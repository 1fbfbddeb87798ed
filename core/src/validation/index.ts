export * from './form-result';
export * from './phone';
export * from './date-of-birth';
export * from './patient-form.schema';
export * from './insurance-form.schema';
export * from './feedback.schema';
export * from './clinic-text.schema';
export * from './untrusted-text';
