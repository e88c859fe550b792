import * as v from 'valibot';
import { keyElsewhere } from './key-elsewhere.ts';
import { UNKNOWN_KEY } from './strict-object.ts';

/** One problem in one tenant file, in words an editor can act on. */
export interface TenantProblem {
  /** File relative to the project, e.g. 'tenants/harbourside/site.json'. */
  file: string;
  /** Dotted path inside the file, e.g. 'search.priceSlider.step'; '' for the whole file. */
  path: string;
  message: string;
}

export class TenantConfigError extends Error {
  readonly slug: string;
  readonly problems: TenantProblem[];
  // No parameter properties: Node runs this file with type stripping, which only allows erasable syntax.
  constructor(slug: string, problems: TenantProblem[]) {
    super(`Tenant '${slug}' is not valid:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'TenantConfigError';
    this.slug = slug;
    this.problems = problems;
  }
}

export function formatProblem(p: TenantProblem): string {
  return `  ${p.file}${p.path ? ` → ${p.path}` : ''}: ${p.message}`;
}

/**
 * Turns valibot issues into problems that name the file and the path of the bad value. With the file's
 * `schema`, a key no sibling is close to is matched against the rest of the file (a key in the wrong section).
 */
export function problemsFromIssues(
  file: string,
  issues: readonly v.BaseIssue<unknown>[],
  schema?: v.GenericSchema,
): TenantProblem[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue) ?? '';
    return { file, path, message: plainMessage(issue, path, schema) };
  });
}

function plainMessage(issue: v.BaseIssue<unknown>, path: string, schema: v.GenericSchema | undefined): string {
  if (issue.kind === 'schema' && issue.received === 'undefined') return 'is required';
  if (!issue.message.startsWith(UNKNOWN_KEY)) return issue.message;
  if (issue.message.includes('did you mean')) {
    // The suggestion names a sibling key; give it the full path the reader searches for.
    const parent = path.includes('.') ? path.slice(0, path.lastIndexOf('.') + 1) : '';
    return issue.message.replace(/did you mean "([^"]+)"/, `did you mean "${parent}$1"`);
  }
  const elsewhere =
    schema &&
    keyElsewhere(
      schema,
      (issue.path ?? []).map((item) => item.key as string | number),
    );
  return elsewhere ? `${UNKNOWN_KEY} here; did you mean "${elsewhere}"?` : issue.message;
}
