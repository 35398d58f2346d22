/** Lower case, without accents: "Perú" and "peru" compare equal. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');

/**
 * The options that match what the person typed, best first: the name starts with it, then a
 * word of the name starts with it, then the name contains it (accents and case ignored; the
 * catalogue's order is kept within each group). Options that do not match are left out.
 */
export function rankOptions<O extends { name: string }>(options: ReadonlyArray<O>, typed: string): O[] {
  const query = foldText(typed);
  if (!query) return [...options];
  const ranked: { option: O; rank: number; index: number }[] = [];
  options.forEach((option, index) => {
    const name = foldText(option.name);
    const rank = name.startsWith(query) ? 0 : name.split(/[\s(),.-]+/).some((w) => w.startsWith(query)) ? 1 : name.includes(query) ? 2 : -1;
    if (rank >= 0) ranked.push({ option, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.option);
}
