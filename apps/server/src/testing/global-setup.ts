import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplate } from './database-template.js';

/** Once per `vitest run`: migrate one template database for every test file, remove it when the run ends. */
export default async function setup(project: TestProject) {
  const { template, remove } = await buildDatabaseTemplate(process.env.DATABASE_URL);
  project.provide('databaseTemplate', template);
  return remove;
}
