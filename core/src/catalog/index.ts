export * from './insurance-packages';
export * from './relationships';
export * from './referral-sources';
export * from './limits';
export * from './demo-notice';
export * from './practice';
