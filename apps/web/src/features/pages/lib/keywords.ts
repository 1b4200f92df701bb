/** Spec section 5: 'A keyword must be non-empty and unique.' Why a keyword cannot be added, or null. */
export function keywordProblem(keywords: readonly string[], input: string): 'empty' | 'duplicate' | null {
  const keyword = input.trim();
  if (!keyword) return 'empty';
  if (keywords.some((existing) => existing.toLowerCase() === keyword.toLowerCase())) return 'duplicate';
  return null;
}

/** The list with the keyword added (trimmed), or the same list when it is empty or already there. */
export function addKeyword(keywords: readonly string[], input: string): string[] {
  return keywordProblem(keywords, input) ? [...keywords] : [...keywords, input.trim()];
}

export const removeKeyword = (keywords: readonly string[], keyword: string) => keywords.filter((k) => k !== keyword);
