/**
 * A bulk action: `decide` for each item, one after another (each decision is its own request and audit entry; a
 * refusal of one does not stop the rest, its effect shows it). Answers how many succeeded.
 */
export async function runEach<Item>(items: readonly Item[], decide: (item: Item) => Promise<unknown>): Promise<number> {
  let done = 0;
  for (const item of items) {
    try {
      await decide(item);
      done += 1;
    } catch {
      // shown by the decision's error store
    }
  }
  return done;
}
