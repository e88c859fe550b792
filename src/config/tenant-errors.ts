import * as v from 'valibot';

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

/** Turns valibot issues into problems that name the file and the path of the bad value. */
export function problemsFromIssues(file: string, issues: readonly v.BaseIssue<unknown>[]): TenantProblem[] {
  return issues.map((issue) => ({
    file,
    path: v.getDotPath(issue) ?? '',
    message: plainMessage(issue),
  }));
}

function plainMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.received === 'undefined') return 'is required';
  return issue.message;
}
