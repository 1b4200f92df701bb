/**
 * How long the server waits for PostgreSQL before it gives up and answers 503 instead of hanging
 * (DATABASE_*_TIMEOUT_MS). Production defaults here; the outage tests shorten them.
 */
export type DatabaseTimeouts = {
  /** Opening a connection (or waiting for a free one in the pool). */
  connectMs: number;
  /** One statement, enforced by the server (statement_timeout). */
  statementMs: number;
  /** A transaction left open without a statement (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
};

export const DATABASE_TIMEOUT_DEFAULTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
};

/** /api/health answers 503 when `select 1` takes longer than this (HEALTH_CHECK_TIMEOUT_MS). */
export const HEALTH_CHECK_TIMEOUT_DEFAULT_MS = 2_000;
