const FORM_ERROR_KEY = 'ds:form-error';

/** spec/site §8: a failed enquiry keeps its form error locally ({ form, error, at }) beside the alert. */
export function storeFormError(form: string, error: string): void {
  try {
    localStorage.setItem(FORM_ERROR_KEY, JSON.stringify({ form, error, at: Date.now() }));
  } catch (cause) {
    console.warn('could not store the form error', cause);
  }
}

/** Forgets the stored form error once the form went through. */
export function clearFormError(): void {
  try {
    localStorage.removeItem(FORM_ERROR_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}
