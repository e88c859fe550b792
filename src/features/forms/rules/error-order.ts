/**
 * The errors as [field name, message] pairs in the order their fields appear in the form (`order`: field names, first
 * to last), so the summary reads top to bottom whatever found them first (a field's own required check, the shared
 * schema, the server). Names not in `order` follow, as given.
 */
export function inFieldOrder(
  errors: Readonly<Record<string, string>>,
  order: readonly string[],
): [name: string, message: string][] {
  const rank = (name: string) => {
    const at = order.indexOf(name);
    return at < 0 ? order.length : at;
  };
  return Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));
}
