/**
 * Where the API reads the time for everything that expires (links, refresh tokens, access
 * tokens), so tests can move it forward without fake timers, which would stall the database
 * driver's own timers.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
