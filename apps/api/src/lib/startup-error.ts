/**
 * A reason the server cannot start that an operator can act on (a bad setting, an unreachable
 * database, a data directory in use): the process prints its message as one line and exits 1.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
