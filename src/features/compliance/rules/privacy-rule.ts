import { elementsWith } from './page-text.ts';

export const PRIVACY_RULE = 'privacy-link';

/** Every lead form (`<form data-form>`) links to the privacy policy (Privacy Act 1988, APP 5 collection notice). */
export function privacyProblems(html: string, privacyPath: string): string[] {
  const link = new RegExp(`href="${privacyPath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/?(?:#[^"]*)?"`);
  return elementsWith(html, ' data-form="', 'form')
    .filter((form) => !link.test(form))
    .map(
      (form) =>
        `lead form '${/data-form="([^"]*)"/.exec(form)?.[1] ?? ''}' has no link to the privacy policy (${privacyPath})`,
    );
}
