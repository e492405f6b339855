// The schema as one object for drizzle's relational queries and drizzle-kit.
export * from './regions';
export * from './users';
export * from './categories';
export * from './classifieds';
export * from './posts';
export * from './content';
export * from './support';
export * from './outbox';
export * from './dashboard';
export * from './members';
export * from './moderation';
export * from './search';
export * from './activity';
export * from './chat-warnings';
export * from './trust';
export * from './strikes';
