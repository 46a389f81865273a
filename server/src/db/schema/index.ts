// The one allowed index file: every table, so `drizzle(client, { schema })` and drizzle-kit see them all.
export * from './users';
export * from './reference';
export * from './home';
export * from './courses';
export * from './articles';
export * from './lives';
export * from './meetings';
export * from './downloads';
export * from './activities';
export * from './topics';
export * from './interactions';
export * from './tracking';
export * from './layouts';
export * from './search';
export * from './ops';
export * from './ops-content';
export * from './privacy';
