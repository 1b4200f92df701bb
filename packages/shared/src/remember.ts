/**
 * A pure function of one string, remembered: the same input always gives the same output, so an answer kept cannot
 * go stale. Bounded: the whole memory is dropped once it holds `limit` answers (the inputs are few in practice: fonts,
 * theme colours, the peers' addresses).
 */
export function rememberPure<T>(limit: number, compute: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as T;
    if (answers.size >= limit) answers.clear();
    const answer = compute(key);
    answers.set(key, answer);
    return answer;
  };
}
