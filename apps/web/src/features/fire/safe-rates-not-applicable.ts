/**
 * Why a strategy has no safe withdrawal rates (the engine answers `null` for percent of
 * portfolio and VPW), in a line beside "Not applicable".
 */
export const SAFE_RATES_NOT_APPLICABLE =
  'This strategy sets spending from the balance each year, so no starting rate runs out.';
