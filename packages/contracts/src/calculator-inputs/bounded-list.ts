import { z } from 'zod/mini';

/**
 * A list of at most `max` items, refused with the engine's own wording ('Please enter at most N
 * items.') so a client sees the same sentence whichever layer counts first. The bound is the
 * engine's: it keeps every calculation small enough to answer at once.
 */
export function boundedList<Item extends z.core.SomeType>(item: Item, max: number) {
  return z.array(item).check(z.maxLength(max, { error: `Please enter at most ${max} items.` }));
}
