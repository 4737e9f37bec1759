export * from './api-error';
export * from './dom-message';
export * from './perform-request';
export * from './verification-result';
export * from './webhook-event';
export * from './gate-api';
export * from './safe-return-to';
export * from './set-test-status-request';
