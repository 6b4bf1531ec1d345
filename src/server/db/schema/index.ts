// The whole schema, one file per feature; drizzle-kit and the db client read it from here.
export * from './assistant';
export * from './auth';
export * from './contact';
export * from './forum';
export * from './gamification';
export * from './resources';
export * from './seed-log';
export * from './subscription';
export * from './users';
