import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database (PGlite or PostgreSQL); closed by whoever opened it, not by the app. */
    database: Database;
    db: Db;
  }
}

export function registerDatabase(app: FastifyInstance, database: Database): void {
  app.decorate('database', database);
  app.decorate('db', database.db);
}
