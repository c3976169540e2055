import { readFileSync } from 'node:fs';

/** The API's package version, reported by `/api/health` and the OpenAPI document. */
export const version = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
