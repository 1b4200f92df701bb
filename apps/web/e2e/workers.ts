/**
 * The journeys run in E2E_WORKERS workers at once (2 by default: the 2-core machines spend most of a journey
 * waiting on the browser and the server), each against a server of its own with its own DATA_DIR and demo data,
 * so no journey sees another's changes.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** A worker's server: where the browser goes and the folder its e-mails are written to. */
export type E2eServer = { baseUrl: string; dataDir: string };
