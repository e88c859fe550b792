import { FORM_CONTEXT_ELEMENT, type FormContext } from '../rules/form-context.ts';

let context: FormContext | undefined;

/**
 * The tenant's form context as this page carries it (FormContextData.astro, in FormsPrelude.astro before the page's
 * first form): read when the first form island wakes, which the parser reaches after the block.
 */
export default function pageFormContext(): FormContext {
  if (context) return context;
  const text = document.getElementById(FORM_CONTEXT_ELEMENT)?.textContent;
  if (!text) throw new Error(`a form island on a page without #${FORM_CONTEXT_ELEMENT} before it (FormsPrelude.astro)`);
  context = JSON.parse(text) as FormContext;
  return context;
}
