// The tenant's form context: the rendered tenant's on the server, the page's in the browser (src/features/forms/build/form-context-module.ts).
declare module 'virtual:tenant-form-context' {
  export default function formContext(): import('../rules/form-context.ts').FormContext;
}
