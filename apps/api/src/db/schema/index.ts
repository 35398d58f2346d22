export * from './users';
export * from './sessions';
export * from './outbox';
export * from './conferences';
export * from './memberships';
