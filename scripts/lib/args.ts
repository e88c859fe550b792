/** Reads `--name=value` and `--flag` command-line options. */
export function parseArgs(argv: readonly string[]): { options: Map<string, string>; positional: string[] } {
  const options = new Map<string, string>();
  const positional: string[] = [];
  for (const arg of argv) {
    const match = /^--([^=]+)(?:=(.*))?$/.exec(arg);
    if (match?.[1]) options.set(match[1], match[2] ?? 'true');
    else positional.push(arg);
  }
  return { options, positional };
}

/** `--tenant=a,b` as a list, or undefined when not given. */
export function tenantOption(options: Map<string, string>): string[] | undefined {
  const value = options.get('tenant');
  return value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;
}
