/** "1 propuesta", "3 propuestas", "0 propuestas": a count with its noun in singular only for one. */
export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('es-AR')} ${count === 1 ? one : many}`;
}
